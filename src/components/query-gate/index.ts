export { Pending, QueryGate, type GatedAnswer } from './QueryGate';
