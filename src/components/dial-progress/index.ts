export { DialProgress, type DialFigures } from './DialProgress';
