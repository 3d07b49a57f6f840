export { type Edge, type EdgeOptions, startEdge } from './edge';
export { type AsnLookup, loadAsnLookup } from './geo/asn';
export { type CountryLookup, loadCountryLookup } from './geo/country';
export { serveMetrics } from './metrics/serve';
export { tunnelsUnavailable } from './tunnels/system';
export { startEdgeWorkers } from './workers/primary';
