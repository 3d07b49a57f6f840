import { inflateRawSync } from 'node:zlib';
import {
  datagramKind,
  gamePacketId,
  type RakFrame,
  readBedrockLogin,
  readFrameSet,
  readRequestNetworkSettings,
} from '@palisade/mcproto';

/** Frame sets a session reads for its login before the edge stops looking. */
export const maxFrameSets = 512;
/** The compressed login a session may hold while its parts arrive (skins make it large). */
const maxLoginBytes = 256 * 1024;
const maxParts = 512;
/** Protocol from which a batch names its compression in its second byte (1.20.60). */
const compressorInHeader = 649;

/** Bytes held by every session's unfinished login, edge-wide: past the budget, none is read. */
let held = 0;
const heldBudget = 16 * 1024 * 1024;

export interface Login {
  protocol: number;
  username: string | null;
}

/**
 * Reads what a Bedrock client tells about itself at the start of its session, from the frame
 * sets it sends: its protocol version (RequestNetworkSettings, uncompressed, since 1.19.30) and
 * then the Login packet, split over datagrams and compressed, for the player's name. Gives up,
 * with what it has, after a bounded number of frame sets or bytes; never holds more than a
 * login's parts.
 */
export class LoginReader {
  private protocol: number | null = null;
  /** The reliable index of the network settings request read: its resends are skipped. */
  private settingsIndex: number | null = null;
  private seen = 0;
  private parts: (Uint8Array | undefined)[] | null = null;
  private splitId = -1;
  private received = 0;
  private bytes = 0;
  done = false;

  /** The login once known (or given up on with a protocol); null while still reading. */
  feed(datagram: Uint8Array): Login | null {
    if (this.done || datagramKind(datagram[0]) !== 'frames') return null;
    this.seen += 1;
    const set = readFrameSet(datagram);
    if (set.kind === 'ok') {
      for (const frame of set.value.frames) {
        const login = this.frame(frame);
        if (login) return this.finish(login);
      }
    }
    if (this.seen >= maxFrameSets) {
      return this.finish(
        this.protocol === null ? null : { protocol: this.protocol, username: null },
      );
    }
    return null;
  }

  private frame({ payload, split, reliableIndex }: RakFrame): Login | null {
    if (!split) {
      if (payload[0] !== gamePacketId) return null;
      // RakNet resends a reliable frame whose acknowledgement is late, in a new datagram under
      // the same reliable index, and the backend drops the copy. So does the reader: read again,
      // the request would pass for a login it cannot read.
      if (reliableIndex !== null && reliableIndex === this.settingsIndex) return null;
      if (this.protocol === null) {
        const request = readRequestNetworkSettings(payload);
        if (request.kind === 'ok') {
          this.protocol = request.value.protocol;
          this.settingsIndex = reliableIndex;
          return null;
        }
      }
      return this.login(payload);
    }
    if (this.parts === null) {
      if (split.count === 0 || split.count > maxParts) return null;
      this.parts = new Array(split.count);
      this.splitId = split.id;
    }
    if (split.id !== this.splitId || split.index >= this.parts.length) return null;
    if (this.parts[split.index] === undefined) {
      if (this.bytes + payload.length > maxLoginBytes || held + payload.length > heldBudget)
        return this.protocol === null ? null : { protocol: this.protocol, username: null };
      this.parts[split.index] = Uint8Array.from(payload);
      this.received += 1;
      this.bytes += payload.length;
      held += payload.length;
    }
    if (this.received < this.parts.length) return null;
    const whole = Buffer.concat(this.parts as Uint8Array[]);
    return whole[0] === gamePacketId ? this.login(whole) : null;
  }

  /**
   * A whole game batch: the login, decompressed and read. Clients before 1.19.30 send it first
   * (no network settings request, so the protocol comes from the login) and without the
   * compression byte later versions put first.
   */
  private login(batch: Uint8Array): Login | null {
    const headered = this.protocol !== null && this.protocol >= compressorInHeader;
    let body: Uint8Array | null = null;
    try {
      if (!headered)
        body = inflateRawSync(batch.subarray(1), { maxOutputLength: 4 * maxLoginBytes });
      else if (batch[1] === 0xff) body = batch.subarray(2);
      else if (batch[1] === 0x00)
        body = inflateRawSync(batch.subarray(2), { maxOutputLength: 4 * maxLoginBytes });
    } catch {
      body = null;
    }
    const login = body ? readBedrockLogin(body) : null;
    if (login?.kind === 'ok')
      return { protocol: this.protocol ?? login.value.protocol, username: login.value.username };
    return this.protocol === null ? null : { protocol: this.protocol, username: null };
  }

  private finish(login: Login | null): Login | null {
    this.done = true;
    this.release();
    return login;
  }

  /** Lets go of the parts held (the session ends, or the login was read). */
  release() {
    held -= this.bytes;
    this.bytes = 0;
    this.parts = null;
  }
}
