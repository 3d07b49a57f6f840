import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';

const signature = Buffer.from('0d0a0d0a000d0a515549540a', 'hex');

/**
 * A PROXY v2 header at the start of a datagram, read independently of the edge's writer and
 * the way CloudburstMC's Network reads it (RakProxyServerHandler, what Geyser's
 * `enable-proxy-protocol` and WaterdogPE's `enable_proxy_protocol` run): the address, and how
 * long the header is; null when the datagram does not start with one.
 */
function readHeader(bytes: Buffer): { address: string; port: number; size: number } | null {
  if (bytes.length < 16 || !bytes.subarray(0, 12).equals(signature)) return null;
  if (bytes[12] !== 0x21) return null; // version 2, PROXY (a LOCAL header names nobody)
  const size = 16 + bytes.readUInt16BE(14);
  if (bytes.length < size) return null;
  if (bytes[13] === 0x12 && size >= 28) {
    return { address: [...bytes.subarray(16, 20)].join('.'), port: bytes.readUInt16BE(24), size };
  }
  if (bytes[13] === 0x22 && size >= 52) {
    const groups: string[] = [];
    for (let i = 0; i < 8; i++) groups.push(bytes.readUInt16BE(16 + i * 2).toString(16));
    return { address: groups.join(':'), port: bytes.readUInt16BE(48), size };
  }
  return null;
}

interface Sender {
  client: { address: string; port: number };
  upstream: Socket;
  last: number;
}

/**
 * What a Bedrock server with PROXY protocol on does with datagrams, in front of a server that
 * has none (bedrock-protocol): a sender it does not know must start its first datagram with a
 * header, or the datagram is dropped; the header is stripped and the address remembered; later
 * datagrams from that sender pass as they are (a header in them is not stripped again); a
 * sender is forgotten 10 s after its last datagram (RakConstants.SESSION_TIMEOUT_MS). Each
 * sender reaches the server from its own socket, and `clientOf` says who it stands for.
 */
export async function startProxyV2Reader(serverPort: number) {
  const senders = new Map<string, Sender>();
  const socket = createSocket('udp4');
  const byUpstream = new Map<number, Sender>();
  const dropped = { headerless: 0 };
  socket.on('message', (bytes: Buffer, from: RemoteInfo) => {
    const key = `${from.address}|${from.port}`;
    let sender = senders.get(key);
    if (sender && Date.now() - sender.last > 10_000) {
      senders.delete(key);
      sender.upstream.close();
      sender = undefined;
    }
    let body = bytes;
    if (!sender) {
      const header = readHeader(bytes);
      if (!header) {
        dropped.headerless += 1;
        return;
      }
      body = bytes.subarray(header.size);
      const upstream = createSocket('udp4');
      const created: Sender = {
        client: { address: header.address, port: header.port },
        upstream,
        last: 0,
      };
      // Registered before the first send, whose flush waits for the same event.
      upstream.once('listening', () => byUpstream.set(upstream.address().port, created));
      upstream.bind(0, '127.0.0.1');
      upstream.on('message', (reply: Buffer) => socket.send(reply, from.port, from.address));
      upstream.on('error', () => undefined);
      senders.set(key, created);
      sender = created;
    }
    sender.last = Date.now();
    sender.upstream.send(body, serverPort, '127.0.0.1');
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  return {
    port: socket.address().port,
    dropped,
    /** The client a connection to the server stands for, by the port it came from. */
    clientOf: (port: number) => byUpstream.get(port)?.client ?? null,
    clients: () => [...byUpstream.values()].map((s) => s.client),
    close() {
      for (const sender of senders.values()) sender.upstream.close();
      socket.close();
    },
  };
}
