import { type ChildProcess, spawn } from 'node:child_process';
import { Resolver } from 'node:dns/promises';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

/** Debian's `geoip-database`: countries (and through them continents) in the legacy format. */
export const debianGeoIpDatabases = ['/usr/share/GeoIP/GeoIP.dat', '/usr/share/GeoIP/GeoIPv6.dat'];

/** How often PowerDNS probes the ports of LUA records' ifportup() (its default, as deployed). */
export const powerDnsProbeIntervalS = 5;

/**
 * A login role that may read the zone's views (the schema `palisade_dns`) and nothing else, as
 * docs/scaling.md has PowerDNS connect; answers the database's URL as that role. Roles belong to
 * the server, not the database: `dropZoneReader` removes it.
 */
export async function zoneReader(databaseUrl: string, role: string): Promise<string> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`
      create role ${role} login password 'zone reader';
      grant usage on schema palisade_dns to ${role};
      grant select on all tables in schema palisade_dns to ${role};
    `);
  } finally {
    await admin.end();
  }
  const reader = new URL(databaseUrl);
  reader.username = role;
  reader.password = 'zone reader';
  return reader.toString();
}

/** Removes a role `zoneReader` made, through any database of its server. */
export async function dropZoneReader(serverUrl: string, role: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop role if exists ${role}`);
  } finally {
    await admin.end();
  }
}

/**
 * Debian's PowerDNS authoritative server (`pdns_server`) reading the zone from a PostgreSQL
 * database through its generic PostgreSQL backend, as docs/scaling.md sets it up: the schema
 * `palisade_dns` on the search path, no DNSSEC, caches as short as the records' TTLs, LUA records
 * on, the GeoIP backend on Debian's country database (`geoIpDatabases: []` leaves it out, as an
 * operator without one would) and EDNS client subnets honoured. It answers on a free port of
 * 127.0.0.1 (UDP and TCP) from a config folder of its own, gone on `stop()`.
 */
export async function startPowerDns(
  databaseUrl: string,
  { geoIpDatabases = debianGeoIpDatabases }: { geoIpDatabases?: string[] } = {},
) {
  const url = new URL(databaseUrl);
  const dir = await mkdtemp(path.join(tmpdir(), 'palisade-pdns-'));
  const port = await freePort();
  await writeFile(
    path.join(dir, 'pdns.conf'),
    [
      geoIpDatabases.length > 0 ? 'launch=gpgsql,geoip' : 'launch=gpgsql',
      ...(geoIpDatabases.length > 0 ? [`geoip-database-files=${geoIpDatabases.join(' ')}`] : []),
      `gpgsql-host=${url.hostname}`,
      `gpgsql-port=${url.port || '5432'}`,
      `gpgsql-dbname=${decodeURIComponent(url.pathname.slice(1))}`,
      `gpgsql-user=${decodeURIComponent(url.username)}`,
      `gpgsql-password=${decodeURIComponent(url.password)}`,
      "gpgsql-extra-connection-parameters=options='-c search_path=palisade_dns'",
      'gpgsql-dnssec=no',
      'enable-lua-records=yes',
      `lua-health-checks-interval=${powerDnsProbeIntervalS}`,
      'edns-subnet-processing=yes',
      'local-address=127.0.0.1',
      `local-port=${port}`,
      `socket-dir=${dir}`,
      'guardian=no',
      'daemon=no',
      'disable-syslog=yes',
      'write-pid=no',
      'cache-ttl=5',
      'negquery-cache-ttl=5',
      'query-cache-ttl=5',
      'zone-cache-refresh-interval=0',
      // Info: the probes' verdicts ("declaring TCP/IP <address>:<port> UP").
      'loglevel=6',
      '',
    ].join('\n'),
  );
  const server: ChildProcess = spawn('pdns_server', [`--config-dir=${dir}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Done launching threads')) resolve();
      };
      server.stdout?.on('data', onData);
      server.stderr?.on('data', onData);
      server.once('error', reject);
      server.once('exit', (code) => reject(new Error(`pdns_server exited ${code}: ${log}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const address = `127.0.0.1:${port}`;
  /** Asks this server alone, and gives up on an unanswered question after 2 s. */
  const resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([address]);
  return {
    /** `127.0.0.1:<port>`, for dns.Resolver's setServers. */
    address,
    port,
    resolver,
    /** The addresses it answers for a name now, sorted; none for an empty answer. */
    async answers(name: string): Promise<string[]> {
      try {
        return (await resolver.resolve4(name)).sort();
      } catch (error) {
        if ((error as { code?: string }).code === 'ENODATA') return [];
        throw error;
      }
    },
    log: () => log,
    stop,
  };
}
