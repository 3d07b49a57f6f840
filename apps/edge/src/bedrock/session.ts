import type { Socket } from 'node:dgram';
import {
  datagramKind,
  type OpenRequest2,
  readFrameSet,
  readOpenReply1,
  readRequestNetworkSettings,
  writeOpenRequest1,
  writeOpenRequest2,
  writeProxyV2,
} from '@palisade/mcproto';

/** Frame sets read for the client's protocol version before the edge stops looking. */
const inspectFrameSets = 32;

export interface SessionEvents {
  /** A datagram for the client, to go out of the tunnel's public socket. */
  toClient(bytes: Buffer): void;
  /** The client named its Bedrock protocol version: a login. */
  login(protocol: number): void;
}

/**
 * One Bedrock client behind one tunnel port: its own connected socket to the backend, so the
 * backend tells clients apart by the edge's source port. The client proved its address with the
 * edge's cookie; the edge now runs RakNet's open handshake with the backend itself: request 1
 * (with the PROXY v2 header, the first datagram this socket sends), then the client's request 2
 * without the edge's cookie, and from the backend's reply 2 on it relays both ways unchanged.
 */
export class BedrockSession {
  state: 'opening' | 'open' = 'opening';
  readonly started = Date.now();
  lastClient = Date.now();
  /** Bytes not yet handed to telemetry: from the client, from the backend. */
  pendingIn = 0;
  pendingOut = 0;
  telemetryId: string | null = null;
  private inspected = 0;

  constructor(
    readonly client: { address: string; port: number },
    readonly networkId: number,
    readonly backend: string,
    private readonly upstream: Socket,
    private readonly request: OpenRequest2,
    private readonly events: SessionEvents,
  ) {
    upstream.on('message', (bytes) => this.fromBackend(bytes));
    upstream.on('error', () => undefined);
  }

  /** Sends request 1, padded to the MTU the client settled on less the header, with the header. */
  open(raknetProtocol: number) {
    const remote = this.upstream.remoteAddress();
    const header = writeProxyV2({
      transport: 'udp',
      source: this.client,
      destination: { address: remote.address, port: remote.port },
    });
    const request1 = writeOpenRequest1({
      protocol: raknetProtocol,
      mtu: this.request.mtu - header.length,
    });
    this.upstream.send([header, request1]);
  }

  fromClient(bytes: Buffer) {
    this.lastClient = Date.now();
    if (this.state !== 'open') return; // request 2 again: the edge answers once the backend does
    this.pendingIn += bytes.length;
    this.upstream.send(bytes);
    if (this.telemetryId === null && this.inspected < inspectFrameSets) this.inspect(bytes);
  }

  private fromBackend(bytes: Buffer) {
    if (this.state === 'opening') {
      const reply = readOpenReply1(bytes);
      if (reply.kind === 'ok') {
        this.state = 'open';
        this.upstream.send(
          writeOpenRequest2({
            ...this.request,
            cookie: null,
            mtu: Math.min(this.request.mtu, reply.value.mtu),
          }),
        );
        return;
      }
    }
    this.pendingOut += bytes.length;
    this.events.toClient(bytes);
  }

  /** Looks for the client's first game packet, which names its protocol version. */
  private inspect(bytes: Buffer) {
    if (datagramKind(bytes[0]) !== 'frames') return;
    this.inspected += 1;
    const set = readFrameSet(bytes);
    if (set.kind !== 'ok') return;
    for (const frame of set.value.frames) {
      if (frame.split) continue;
      const request = readRequestNetworkSettings(frame.payload);
      if (request.kind === 'ok') {
        this.inspected = inspectFrameSets;
        this.events.login(request.value.protocol);
        return;
      }
    }
  }

  close() {
    this.upstream.close();
  }
}
