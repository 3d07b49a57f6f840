import { readFrame, readLoginStart } from '@palisade/mcproto';
import { readUntil } from '../../transport/connection-reader';
import { refuse, type Stage } from '../connection';

/** Reads the Login Start (bounded in size and time) for the player's name. */
export const loginStart: Stage = async (rt, c) => {
  if (!c.login) return null;
  const protocol = c.handshake.protocolVersion;
  const start = await readUntil(
    c.socket,
    (bytes) => {
      const frame = readFrame(bytes, 4096);
      if (frame.kind === 'incomplete') return 'more';
      if (frame.kind === 'malformed' || frame.value.packetId !== 0x00) return null;
      const parsed = readLoginStart(frame.value.body, protocol);
      return parsed.kind === 'ok' ? parsed.value.username : null;
    },
    { maxBytes: 8192, timeoutMs: rt.handshakeTimeoutMs, initial: c.pending },
  );
  if (!start?.value) {
    rt.jail.strike(c.client.address);
    return refuse(rt, c, 'invalid', null);
  }
  c.username = start.value;
  rt.recorder.bytes(c.network.settings.id, null, start.bytes.length - c.pending.length, 0);
  c.pending = start.bytes;
  return null;
};
