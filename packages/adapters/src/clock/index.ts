export { systemClock } from './systemClock';
