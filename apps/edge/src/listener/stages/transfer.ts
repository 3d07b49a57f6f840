import { writeFrame, writeHandshake } from '@palisade/mcproto';
import type { Stage } from '../connection';

/**
 * A client the edge sent away with a Transfer (after it passed the in-world verification)
 * comes back with the transfer intent, which servers refuse unless they accept transfers. The
 * backend is asked for a plain login instead: the transfer was the edge's, not another server's.
 */
export const transfer: Stage = (rt, c) => {
  if (c.handshake.nextState !== 3) return null;
  if (!rt.allow.takeTransfer(c.network.settings.id, c.client.address)) return null;
  c.handshake = { ...c.handshake, nextState: 2 };
  c.handshakeFrame = Buffer.from(writeFrame(0x00, writeHandshake(c.handshake)));
  return null;
};
