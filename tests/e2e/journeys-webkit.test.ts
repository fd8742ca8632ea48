import { journeysIn } from './engines/journeys';

journeysIn('webkit');
