import type { EdgeNetwork, EdgeSnapshot } from '@palisade/contract';
import { type CompiledFirewall, compileFirewall } from './filters/firewall';
import { compileRoutes, type Route } from './routing/table';

export type BackendSet = EdgeSnapshot['backend_sets'][number];
/** A network's settings, with its firewall compiled for lookups per connection. */
export interface CompiledNetwork {
  settings: EdgeNetwork;
  firewall: CompiledFirewall;
}

/** A snapshot compiled for lookups; replaced whole, so a connection sees one consistent view. */
export interface EdgeState {
  version: number;
  route(host: string): Route | null;
  network(id: number): CompiledNetwork | undefined;
  backendSet(id: number): BackendSet | undefined;
  bedrockByPort: Map<number, EdgeSnapshot['bedrock'][number]>;
}

export function compileState(snapshot: EdgeSnapshot): EdgeState {
  const networks = new Map<number, CompiledNetwork>(
    snapshot.networks.map((n) => [n.id, { settings: n, firewall: compileFirewall(n.firewall) }]),
  );
  const sets = new Map(snapshot.backend_sets.map((s) => [s.id, s]));
  return {
    version: snapshot.version,
    route: compileRoutes(snapshot.routes),
    network: (id) => networks.get(id),
    backendSet: (id) => sets.get(id),
    bedrockByPort: new Map(snapshot.bedrock.map((b) => [b.port, b])),
  };
}
