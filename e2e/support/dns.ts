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

/**
 * A real DNS server for the API's domain verification (DNS_SERVERS points at it). Its TXT
 * records live in a JSON file so that a test worker, another process, can publish one
 * (`publishTxt`) and have the very next query see it.
 */
export async function startDns(zoneFile: string) {
  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      const zone = readZone(zoneFile);
      for (const question of request.questions) {
        if (question.type !== Packet.TYPE.TXT) continue;
        for (const data of zone[question.name.toLowerCase()] ?? []) {
          const answer = {
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 1,
            data,
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
export async function publishTxt(name: string, values: string[]) {
  const { zoneFile } = stackEnv();
  const zone = readZone(zoneFile);
  zone[name.toLowerCase()] = values;
  await writeFile(`${zoneFile}.tmp`, JSON.stringify(zone));
  await rename(`${zoneFile}.tmp`, zoneFile);
}
