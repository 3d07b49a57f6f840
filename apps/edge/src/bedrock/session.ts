import type { Socket } from 'node:dgram';
import {
  datagramKind,
  isDisconnect,
  type OpenRequest2,
  RakId,
  readOpenReply1,
  writeOpenRequest1,
  writeOpenRequest2,
  writeProxyV2,
} from '@palisade/mcproto';
import { type Login, LoginReader } from './login-reader';

export interface SessionEvents {
  /** A datagram for the client, to go out of the tunnel's public socket. */
  toClient(bytes: Buffer): void;
  /** Either side sent RakNet's disconnect notification: the session is over. */
  ended(): void;
  /** The client named its Bedrock protocol version (and its name, when the edge could read it). */
  login(login: Login): void;
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
  /**
   * Since when the client's game datagrams are being added up towards its judgement (from its
   * login, then every `playedMs`: `session-table.ts`), their bytes, and whether it played.
   */
  judgedFrom: number | null = null;
  playedBytes = 0;
  played = false;
  private readonly reader = new LoginReader();
  private closed = false;
  /** Request 2 as the backend gets it: without the edge's cookie, at the MTU both accept. */
  private request2: Uint8Array | null = null;

  constructor(
    readonly client: { address: string; port: number },
    readonly networkId: number,
    readonly backend: string,
    private readonly upstream: Socket,
    private readonly request: OpenRequest2,
    private readonly events: SessionEvents,
  ) {
    upstream.on('message', (bytes) => {
      // Nothing goes to the client once the session has ended (its tunnel's socket may be
      // closed), and one bad datagram never disturbs the edge.
      if (this.closed) return;
      try {
        this.fromBackend(bytes);
      } catch {
        this.close();
      }
    });
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
    // A request 2 repeated (reply 2 was lost) goes as the edge sent it, the cookie left out.
    this.upstream.send(bytes[0] === RakId.openRequest2 && this.request2 ? this.request2 : bytes);
    if (isDisconnect(bytes)) return this.events.ended();
    // Past the login, game packets count towards playing; the acknowledgements a client sends
    // for whatever the server streams do not.
    if (this.reader.done) {
      if (datagramKind(bytes[0]) === 'frames') this.playedBytes += bytes.length;
      return;
    }
    const login = this.reader.feed(bytes);
    if (login) {
      this.judgedFrom = Date.now();
      this.events.login(login);
    }
  }

  private fromBackend(bytes: Buffer) {
    if (this.state === 'opening') {
      const reply = readOpenReply1(bytes);
      if (reply.kind === 'ok') {
        this.state = 'open';
        this.request2 = writeOpenRequest2({
          ...this.request,
          cookie: null,
          mtu: Math.min(this.request.mtu, reply.value.mtu),
        });
        this.upstream.send(this.request2);
        return;
      }
    }
    this.pendingOut += bytes.length;
    this.events.toClient(bytes);
    if (isDisconnect(bytes)) this.events.ended();
  }

  /**
   * Ends the session. The backend socket lingers a second when the session ended by a
   * disconnect notification, so the notification (queued, not yet sent) and the
   * acknowledgements after it still pass.
   */
  close(lingerMs = 0) {
    if (this.closed) return;
    this.closed = true;
    this.reader.release();
    if (lingerMs === 0) return this.upstream.close();
    setTimeout(() => this.upstream.close(), lingerMs).unref();
  }
}
