import { journeysIn } from './engines/journeys';

journeysIn('firefox');
