export { type Edge, type EdgeOptions, startEdge } from './edge';
