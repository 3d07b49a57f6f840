import dns2 from 'dns2';

const { Packet } = dns2;

export interface DnsServer {
  /** `ip:port` to put in DNS_SERVERS. */
  address: string;
  /** Publishes TXT records for a name (replacing earlier ones). */
  setTxt(name: string, values: string[]): void;
  close(): Promise<void>;
}

/** A real authoritative DNS server on 127.0.0.1 answering TXT questions from a table. */
export async function startDnsServer(): Promise<DnsServer> {
  const zone = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        if (question.type !== Packet.TYPE.TXT) continue;
        for (const value of zone.get(question.name.toLowerCase()) ?? []) {
          const answer = {
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 1,
            data: value,
          };
          response.answers.push(answer as (typeof response.answers)[number]);
        }
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp?.port}`,
    setTxt: (name, values) => zone.set(name.toLowerCase(), values),
    close: () => server.close(),
  };
}
