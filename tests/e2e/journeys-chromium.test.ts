import { journeysIn } from './engines/journeys';

journeysIn('chromium');
