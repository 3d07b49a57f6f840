import type { EdgeNetwork, EdgeSnapshot } from '@palisade/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { unseal } from '../../crypto';
import type { Db } from '../../db/client';
import {
  accountSuspensions,
  asnFirewall,
  backendSets,
  bedrockTunnels,
  countries,
  countryFirewall,
  domains,
  ipFirewall,
  locations,
  networks,
  tunnelFilters,
  tunnelFirewallRules,
  tunnels,
  verificationServers,
} from '../../db/schema';
import { bedrockName } from '../../shared/bedrock-name';
import { inForce } from '../firewall/queries';
import { currentVersion } from './queries';

function group<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/**
 * The location's WireGuard key for its edges. A key this API cannot unseal (another DATA_KEY
 * sealed it) turns the location's tunnels off rather than the edge's whole config.
 */
function wireguardOf(
  location: typeof locations.$inferSelect,
  dataKey: string,
  log: { error(message: string): void },
): EdgeSnapshot['wireguard'] {
  try {
    return {
      private_key: unseal(location.wireguardPrivateKeySealed, dataKey),
      listen_port: location.wireguardPort,
    };
  } catch {
    log.error(
      `the WireGuard key of location ${location.id} was sealed with another DATA_KEY: its tunnels stay down until every API process has the same DATA_KEY`,
    );
    return null;
  }
}

/**
 * Every read of an edge's snapshot, as queries not yet run: `compileSnapshot` runs them, and
 * `triggers.test.ts` checks that each table they name raises the config version on a change.
 */
export function snapshotReads(db: Db, locationId: string) {
  return {
    location: db.select().from(locations).where(eq(locations.id, locationId)),
    networks: db.select().from(networks),
    suspended: db.select({ userId: accountSuspensions.userId }).from(accountSuspensions),
    backendSets: db.select().from(backendSets),
    routes: db.select().from(domains).where(isNotNull(domains.verifiedAt)),
    verification: db.select().from(verificationServers),
    ipRules: db.select().from(ipFirewall).where(inForce(ipFirewall)),
    asnRules: db.select().from(asnFirewall).where(inForce(asnFirewall)),
    countryRules: db
      .select({
        networkId: countryFirewall.networkId,
        code: countries.code,
        allow: countryFirewall.whitelist,
        expiresAt: countryFirewall.expiresAt,
      })
      .from(countryFirewall)
      .innerJoin(countries, eq(countries.id, countryFirewall.countryId))
      .where(inForce(countryFirewall)),
    bedrock: db.select().from(bedrockTunnels).where(eq(bedrockTunnels.locationId, locationId)),
    tunnels: db.select().from(tunnels).where(eq(tunnels.locationId, locationId)),
    tunnelRules: db
      .select({
        tunnelId: tunnelFirewallRules.tunnelId,
        protocol: tunnelFilters.protocol,
        start_port: tunnelFirewallRules.startPort,
        end_port: tunnelFirewallRules.endPort,
      })
      .from(tunnelFirewallRules)
      .innerJoin(tunnels, eq(tunnels.id, tunnelFirewallRules.tunnelId))
      .innerJoin(tunnelFilters, eq(tunnelFilters.id, tunnelFirewallRules.filterId))
      .where(and(eq(tunnels.locationId, locationId), eq(tunnelFirewallRules.isActive, true))),
  };
}

/** A firewall rule as the edge applies it, until its expiry if it has one. */
const edgeRule = <T>(value: T, allow: boolean, expiresAt: Date | null) => ({
  value,
  allow,
  expires_at: expiresAt?.toISOString() ?? null,
});

/**
 * Everything an edge at `locationId` enforces, compiled into one document. Read in one
 * repeatable-read transaction so the version matches the rows.
 */
export async function compileSnapshot(
  db: Db,
  locationId: string,
  dataKey: string,
  log: { error(message: string): void },
  edgeDomain: string,
): Promise<EdgeSnapshot> {
  return db.transaction(
    async (tx) => {
      const version = await currentVersion(tx);
      const reads = snapshotReads(tx, locationId);
      const [location] = await reads.location;
      if (!location) throw new Error(`location ${locationId} is gone`);
      // One query at a time: the transaction is one connection, which runs them in turn anyway.
      // A suspended account's networks and tunnels are served by no edge (docs/operators.md).
      const suspended = new Set((await reads.suspended).map((s) => s.userId));
      const nets = (await reads.networks).filter((n) => !suspended.has(n.ownerId));
      const served = new Set(nets.map((n) => n.id));
      const sets = (await reads.backendSets).filter((s) => served.has(s.networkId));
      const routes = (await reads.routes).filter((d) => served.has(d.networkId));
      const vs = await reads.verification;
      const ips = await reads.ipRules;
      const asns = await reads.asnRules;
      const countryRules = await reads.countryRules;
      const bedrock = (await reads.bedrock).filter((b) => served.has(b.networkId));
      const tuns = (await reads.tunnels).filter((t) => !suspended.has(t.ownerId));
      const rules = await reads.tunnelRules;
      const rulesBy = group(rules, (r) => r.tunnelId);
      const verification = new Map(vs.map((v) => [v.networkId, v]));
      const ipBy = group(ips, (r) => r.networkId);
      const asnBy = group(asns, (r) => r.networkId);
      const countryBy = group(countryRules, (r) => r.networkId);
      const compiled: EdgeNetwork[] = nets.map((n) => {
        const v = verification.get(n.id);
        return {
          id: n.id,
          edge_secret: n.edgeSecret,
          connections_per_second_threshold: n.connectionsPerSecondThreshold,
          client_ban_seconds: n.clientBanSeconds,
          client_allow_seconds: n.clientAllowSeconds,
          mitigation_message: n.mitigationMessage,
          vpn_block: n.vpnBlock,
          antivpn_kick_msg: n.antivpnKickMsg,
          forward_true_slp: n.forwardTrueSlp,
          offline_motd_enabled: n.offlineMotdEnabled,
          offline_motd: n.offlineMotd,
          offline_kick_message: n.offlineKickMessage,
          offline_favicon: n.offlineFavicon,
          verification: v
            ? {
                mode: v.mode,
                ping_check: v.pingCheck,
                reconnect_check: v.reconnectCheck,
                world_check: v.worldCheck,
                whitelist_seconds: v.whitelistSeconds,
                kick_message: v.kickMessage,
              }
            : null,
          firewall: {
            ip: (ipBy.get(n.id) ?? []).map((r) => edgeRule(r.cidr, r.whitelist, r.expiresAt)),
            asn: (asnBy.get(n.id) ?? []).map((r) => edgeRule(r.asn, r.whitelist, r.expiresAt)),
            country: (countryBy.get(n.id) ?? []).map((r) => edgeRule(r.code, r.allow, r.expiresAt)),
          },
        };
      });
      return {
        version,
        generated_at: new Date().toISOString(),
        location: {
          id: location.id,
          name: location.name,
          public_address: location.publicAddress,
          allowed_backends: location.allowedBackends,
        },
        networks: compiled,
        routes: routes.map((d) => ({
          host: d.name,
          network_id: d.networkId,
          backend_set_id: d.backendSetId,
          bac: d.bac,
        })),
        backend_sets: sets.map((s) => ({
          id: s.id,
          network_id: s.networkId,
          backends: s.backends,
          proxy_protocol: s.proxyProtocol,
          vulcan_ac_enabled: s.vulcanAcEnabled,
          load_balancing_mode: s.loadBalancingMode,
          wake: s.wakeEnabled ? { motd: s.wakeMotd, kick_message: s.wakeKickMessage } : null,
        })),
        bedrock: bedrock.map((b) => ({
          id: b.id,
          network_id: b.networkId,
          port: b.port,
          backend_set_id: b.backendSetId,
          host: bedrockName(b.id, b.locationId, edgeDomain),
        })),
        wireguard: wireguardOf(location, dataKey, log),
        tunnels: tuns.map((t) => ({
          id: t.id,
          public_key: t.endpointPublicKey,
          edge_address: t.privateAddress,
          peer_address: t.peerPrivateAddress,
          bind_port: t.bindPort,
          rules: (rulesBy.get(t.id) ?? []).map(({ protocol, start_port, end_port }) => ({
            protocol,
            start_port,
            end_port,
          })),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
