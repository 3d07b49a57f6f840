export { type Edge, type EdgeOptions, startEdge } from './edge';
export { serveMetrics } from './metrics/serve';
