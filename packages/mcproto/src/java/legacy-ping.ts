import { type Decoded, incomplete, malformed, ok } from '../result';

export interface LegacyPing {
  /** 'beta' is ≤ 1.3 (`FE`), 'v1.4' is 1.4–1.5 (`FE 01`), 'v1.6' carries host and port. */
  form: 'beta' | 'v1.4' | 'v1.6';
  protocol?: number;
  host?: string;
  port?: number;
}

const pingHost = 'MC|PingHost';

/**
 * Whether a connection's first bytes are a legacy ping or a modern frame. Both can start with
 * 0xFE: a frame of 254 to 381 bytes has the length VarInt `FE 01`, exactly the 1.4 ping. A legacy
 * ping is `FE` alone, `FE 01` alone, or `FE 01 FA`; any other byte after them makes a frame.
 * 'undecided' while only `FE` or `FE 01` has arrived: a legacy client then waits for the answer,
 * a modern one sends the rest of its frame at once.
 */
export function classifyOpening(bytes: Uint8Array): 'legacy' | 'frame' | 'undecided' {
  if (bytes[0] !== 0xfe) return 'frame';
  if (bytes.length === 1) return 'undecided';
  if (bytes[1] !== 0x01) return 'frame';
  if (bytes.length === 2) return 'undecided';
  return bytes[2] === 0xfa ? 'legacy' : 'frame';
}

const utf16 = (bytes: Uint8Array, offset: number, chars: number) => {
  let text = '';
  for (let i = 0; i < chars; i++)
    text += String.fromCharCode(
      ((bytes[offset + 2 * i] as number) << 8) | (bytes[offset + 2 * i + 1] as number),
    );
  return text;
};

/**
 * A legacy server-list ping from the first bytes of a connection (first byte 0xFE). The 1.4
 * form is recognised once no more bytes arrive; the caller decides when to stop waiting and
 * passes `final` then.
 */
export function readLegacyPing(bytes: Uint8Array, final = false): Decoded<LegacyPing> {
  if (bytes[0] !== 0xfe) return malformed('not a legacy ping');
  if (bytes.length === 1) return final ? ok({ form: 'beta' }, 1) : incomplete;
  if (bytes[1] !== 0x01) return malformed('not a legacy ping');
  if (bytes.length === 2) return final ? ok({ form: 'v1.4' }, 2) : incomplete;
  if (bytes[2] !== 0xfa) return malformed('not a legacy ping');
  // FE 01 FA, u16 length 11, "MC|PingHost" in UTF-16BE, u16 rest length, u8 protocol, u16 host length, host, i32 port
  if (bytes.length < 5) return incomplete;
  const nameChars = ((bytes[3] as number) << 8) | (bytes[4] as number);
  if (nameChars !== pingHost.length) return malformed('not MC|PingHost');
  const afterName = 5 + nameChars * 2;
  if (bytes.length < afterName + 2) return incomplete;
  if (utf16(bytes, 5, nameChars) !== pingHost) return malformed('not MC|PingHost');
  const rest = ((bytes[afterName] as number) << 8) | (bytes[afterName + 1] as number);
  const end = afterName + 2 + rest;
  if (rest < 7 || rest > 600) return malformed('bad legacy ping length');
  if (bytes.length < end) return incomplete;
  const protocol = bytes[afterName + 2] as number;
  const hostChars = ((bytes[afterName + 3] as number) << 8) | (bytes[afterName + 4] as number);
  if (3 + hostChars * 2 + 4 !== rest) return malformed('bad legacy host length');
  const host = utf16(bytes, afterName + 5, hostChars);
  const portAt = afterName + 5 + hostChars * 2;
  const port = new DataView(bytes.buffer, bytes.byteOffset + portAt, 4).getInt32(0);
  return ok({ form: 'v1.6', protocol, host, port }, end);
}

/** The kick packet (0xFF) legacy clients read as a status: UTF-16BE with a u16 length in chars. */
export function writeLegacyKick(text: string): Uint8Array {
  const out = new Uint8Array(3 + text.length * 2);
  out[0] = 0xff;
  out[1] = text.length >> 8;
  out[2] = text.length & 0xff;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[3 + 2 * i] = code >> 8;
    out[4 + 2 * i] = code & 0xff;
  }
  return out;
}

/** The status line for 1.4+ clients, or the `motd§online§max` form for older ones. */
export function legacyStatus(
  form: LegacyPing['form'],
  s: { protocol: number; version: string; motd: string; online: number; max: number },
): Uint8Array {
  if (form === 'beta') return writeLegacyKick(`${s.motd.replace(/§/g, '')}§${s.online}§${s.max}`);
  return writeLegacyKick(`§1\0${s.protocol}\0${s.version}\0${s.motd}\0${s.online}\0${s.max}`);
}
