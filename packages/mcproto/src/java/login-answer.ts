import { inflateSync } from 'node:zlib';
import { readString } from './buffer';
import { readFrame } from './frame';
import { loginReplyOf } from './login';
import { readVarInt } from './varint';

/**
 * How a backend answered a Login Start, as far as can be read before encryption: it refused the
 * login with a Disconnect (`reason`, plain text), went on with it (an encryption request, or
 * login success), or said something that cannot be read (a malformed or too long answer).
 */
export type LoginAnswer =
  | { kind: 'kicked'; reason: string }
  | { kind: 'accepted' }
  | { kind: 'unreadable' };

/** Most bytes of the backend's login answer read: a Disconnect's reason past it is not read. */
export const maxLoginAnswerBytes = 32 * 1024;

/** Deepest and widest chat component read for its text; what lies past is not. */
const maxComponentDepth = 8;
const maxComponentParts = 256;

/** `§` and the formatting code after it, as legacy text colours itself. */
const formatting = /§./gsu;
/** Control characters (line breaks of a multi-line message among them), read as one space. */
const controls = /\p{Cc}+/gu;

/**
 * The plain text of a chat component (JSON text as a Login Disconnect carries it), at most
 * `maxChars` characters: a string, an object's `text` (or `translate` key, its `with` after)
 * then its `extra`, an array's parts in order. Colours and formatting codes are dropped, control
 * characters (a NUL, line breaks) read as a space; anything that is not a component reads as its
 * raw text.
 */
export function chatText(json: string, maxChars: number): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return json.replace(formatting, '').replace(controls, ' ').trim().slice(0, maxChars);
  }
  const parts: string[] = [];
  let length = 0;
  const walk = (node: unknown, depth: number) => {
    if (length >= maxChars || parts.length >= maxComponentParts || depth > maxComponentDepth)
      return;
    if (typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') {
      const text = String(node);
      parts.push(text);
      length += text.length;
      return;
    }
    if (Array.isArray(node)) {
      for (const part of node) walk(part, depth + 1);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const component = node as Record<string, unknown>;
    if (typeof component.text === 'string') walk(component.text, depth);
    else if (typeof component.translate === 'string') {
      walk(component.translate, depth);
      if (Array.isArray(component.with))
        for (const argument of component.with) walk([' ', argument], depth + 1);
    }
    if (Array.isArray(component.extra)) walk(component.extra, depth + 1);
  };
  walk(parsed, 0);
  return parts.join('').replace(formatting, '').replace(controls, ' ').trim().slice(0, maxChars);
}

/**
 * Reads what a backend answers a Login Start, chunk by chunk as it arrives, until the login's
 * fate is known: a Disconnect (0x00, in the compressed format once a Set Compression, 0x03, came
 * first), an encryption request (0x01) or login success (0x02). Plugin and cookie requests
 * (0x04, 0x05) are passed over: the login goes on after the client's answer.
 */
export class LoginAnswerReader {
  private pending = Buffer.alloc(0);
  private compressed = false;
  private received = 0;

  constructor(private readonly maxReasonChars: number) {}

  /** The next bytes the backend sent: the answer once known, undefined until then. */
  push(chunk: Uint8Array): LoginAnswer | undefined {
    this.received += chunk.length;
    this.pending = Buffer.concat([this.pending, chunk]);
    for (;;) {
      const frame = readFrame(this.pending, maxLoginAnswerBytes);
      if (frame.kind === 'malformed') return { kind: 'unreadable' };
      if (frame.kind === 'incomplete')
        return this.received > maxLoginAnswerBytes ? { kind: 'unreadable' } : undefined;
      const raw = this.pending.subarray(0, frame.size);
      this.pending = this.pending.subarray(frame.size);
      const packet = this.compressed ? unpack(raw) : frame.value;
      if (!packet) return { kind: 'unreadable' };
      const reply = loginReplyOf(packet.packetId);
      if (reply === 'encryption-request' || reply === 'login-success') return { kind: 'accepted' };
      if (reply === 'set-compression') this.compressed = true;
      else if (reply === 'disconnect') {
        const json = readString(packet.body, 0, maxLoginAnswerBytes);
        if (json.kind !== 'ok') return { kind: 'unreadable' };
        return { kind: 'kicked', reason: chatText(json.value, this.maxReasonChars) };
      } else if (reply === null) return { kind: 'unreadable' };
    }
  }
}

/** A whole frame of the compressed format: its packet id and body, null if malformed. */
function unpack(frame: Uint8Array): { packetId: number; body: Uint8Array } | null {
  const length = readVarInt(frame);
  if (length.kind !== 'ok') return null;
  const size = readVarInt(frame, length.size);
  if (size.kind !== 'ok' || size.value < 0 || size.value > maxLoginAnswerBytes) return null;
  let packet: Uint8Array = frame.subarray(length.size + size.size);
  if (size.value > 0) {
    try {
      packet = inflateSync(packet, { maxOutputLength: maxLoginAnswerBytes });
    } catch {
      return null;
    }
    if (packet.length !== size.value) return null;
  }
  const id = readVarInt(packet);
  if (id.kind !== 'ok') return null;
  return { packetId: id.value, body: packet.subarray(id.size) };
}
