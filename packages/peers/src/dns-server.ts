import dns2 from 'dns2';

const { Packet } = dns2;

/** The record types the server answers, with their data as a zone file writes it. */
export type RecordType = 'TXT' | 'A' | 'AAAA' | 'CNAME' | 'SRV' | 'SOA';

export interface DnsServer {
  /** `ip:port` to put in DNS_SERVERS. */
  address: string;
  /** Publishes TXT records for a name (replacing earlier ones). */
  setTxt(name: string, values: string[]): void;
  /**
   * Publishes records of one type for a name (replacing earlier ones of that type): an address
   * for A and AAAA, a name for CNAME, `priority weight port target` for SRV, anything for SOA
   * (it marks the name as a zone's apex).
   */
  set(name: string, type: RecordType, values: string[]): void;
  close(): Promise<void>;
}

// RFC 2782 forbids compressing an SRV record's target, and Node's resolver (c-ares) refuses a
// reply that does (EBADRESP); dns2 compresses it, so the target is written label by label.
interface BitWriter {
  write(value: number, bits: number): void;
}
interface SrvRecord {
  priority: number;
  weight: number;
  port: number;
  target: string;
}
const resources = Packet.Resource as unknown as {
  SRV: { encode: (record: SrvRecord, writer: BitWriter) => void };
};
resources.SRV.encode = (record, writer) => {
  writer.write(record.priority, 16);
  writer.write(record.weight, 16);
  writer.write(record.port, 16);
  for (const label of record.target.replace(/\.$/, '').split('.')) {
    writer.write(label.length, 8);
    for (const byte of Buffer.from(label)) writer.write(byte, 8);
  }
  writer.write(0, 8);
};

type Answer = Record<string, unknown> & { name: string; type: number };

/**
 * A real DNS server on 127.0.0.1 answering from a table, as a recursive resolver would: a
 * question for a name that is a CNAME gets the CNAME and the answers for its target.
 */
export async function startDnsServer(): Promise<DnsServer> {
  const zone = new Map<string, string[]>();
  const key = (name: string, type: RecordType) => `${type} ${name.toLowerCase()}`;
  const data = (type: RecordType, value: string): Record<string, unknown> => {
    if (type === 'TXT') return { data: value };
    if (type === 'A' || type === 'AAAA') return { address: value };
    if (type === 'CNAME') return { domain: value };
    if (type === 'SRV') {
      const [priority, weight, port, target] = value.split(' ');
      return { priority: Number(priority), weight: Number(weight), port: Number(port), target };
    }
    return {
      primary: `ns.${value}`,
      admin: `hostmaster.${value}`,
      serial: 1,
      refresh: 3600,
      retry: 600,
      expiration: 86400,
      minimum: 60,
    };
  };
  const answers = (name: string, type: RecordType, depth = 0): Answer[] => {
    const cname = zone.get(key(name, 'CNAME'));
    if (cname && type !== 'CNAME' && depth < 8) {
      const target = cname[0] as string;
      return [
        { name, type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: 1, domain: target },
        ...answers(target, type, depth + 1),
      ];
    }
    return (zone.get(key(name, type)) ?? []).map((value) => ({
      name,
      type: Packet.TYPE[type],
      class: Packet.CLASS.IN,
      ttl: 1,
      ...data(type, value),
    }));
  };
  const types = new Map<number, RecordType>(
    (['TXT', 'A', 'AAAA', 'CNAME', 'SRV', 'SOA'] as const).map((t) => [Packet.TYPE[t], t]),
  );
  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const type = types.get(question.type);
        if (!type) continue;
        for (const answer of answers(question.name, type)) {
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp?.port}`,
    setTxt: (name, values) => zone.set(key(name, 'TXT'), values),
    set: (name, type, values) => zone.set(key(name, type), values),
    close: () => server.close(),
  };
}
