import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import dns2 from 'dns2';
import { stackEnv } from './stack-env';

const { Packet } = dns2;

type Zone = Record<string, string[]>;

function readZone(file: string): Zone {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Zone;
  } catch {
    return {};
  }
}

/** The types answered besides TXT, as a zone file writes their data. */
type RecordType = 'A' | 'AAAA' | 'SOA';

/** Where a record set lives in the zone file: TXT under the bare name, others under "TYPE name". */
const keyOf = (name: string, type: RecordType | 'TXT') =>
  type === 'TXT' ? name.toLowerCase() : `${type} ${name.toLowerCase()}`;

const rdata = (type: RecordType | 'TXT', value: string) =>
  type === 'TXT'
    ? { data: value }
    : type === 'SOA'
      ? {
          primary: `ns.${value}`,
          admin: `hostmaster.${value}`,
          serial: 1,
          refresh: 3600,
          retry: 600,
          expiration: 86400,
          minimum: 60,
        }
      : { address: value };

/**
 * A real DNS server for the API's domain verification (DNS_SERVERS points at it). Its records
 * (TXT; A, AAAA and SOA for the records a zone's apex needs) live in a JSON file so that a test
 * worker, another process, can publish one (`publishTxt`, `publishRecords`) and have the very
 * next query see it.
 */
export async function startDns(zoneFile: string) {
  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      const zone = readZone(zoneFile);
      for (const question of request.questions) {
        const type = (['TXT', 'A', 'AAAA', 'SOA'] as const).find(
          (t) => Packet.TYPE[t] === question.type,
        );
        if (!type) continue;
        for (const value of zone[keyOf(question.name, type)] ?? []) {
          const answer = {
            name: question.name,
            type: question.type,
            class: Packet.CLASS.IN,
            ttl: 1,
            ...rdata(type, value),
          };
          response.answers.push(answer as (typeof response.answers)[number]);
        }
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return { address: `127.0.0.1:${addresses.udp?.port}`, close: () => server.close() };
}

/** Publishes TXT records for a name, as a customer would at their DNS host. */
export const publishTxt = (name: string, values: string[]) => publishRecords(name, 'TXT', values);

/** Publishes records of a type for a name (SOA: the name is a zone's apex). */
export async function publishRecords(name: string, type: RecordType | 'TXT', values: string[]) {
  const { zoneFile } = stackEnv();
  const zone = readZone(zoneFile);
  zone[keyOf(name, type)] = values;
  await writeFile(`${zoneFile}.tmp`, JSON.stringify(zone));
  await rename(`${zoneFile}.tmp`, zoneFile);
}
