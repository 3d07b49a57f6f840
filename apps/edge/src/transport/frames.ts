import type { Socket } from 'node:net';
import { readFrame, writeFrame, writeLoginDisconnect } from '@palisade/mcproto';

/** Sends a login-state Disconnect with a message and closes the connection. */
export function disconnect(socket: Socket, message: string) {
  socket.end(writeFrame(0x00, writeLoginDisconnect(message)));
}

/** Reads whole frames from a buffer; what is left over stays for the next call. */
export function* frames(buffer: { bytes: Buffer }) {
  for (;;) {
    const frame = readFrame(buffer.bytes, 32_768);
    if (frame.kind !== 'ok') {
      if (frame.kind === 'malformed') throw new Error(frame.reason);
      return;
    }
    buffer.bytes = buffer.bytes.subarray(frame.size);
    yield frame.value;
  }
}
