/**
 * The Bedrock backend both relays forward to, in a process of its own (pinned to the load
 * generator's core by bedrock.ts): just enough RakNet to be a server to the edge (a pong for its
 * pings, replies 1 and 2 to the open handshake, the PROXY v2 header stripped where it comes),
 * and every other datagram echoed back to its sender.
 */
import { createSocket } from 'node:dgram';
import {
  readOpenRequest1,
  readOpenRequest2,
  readProxyV2,
  readUnconnectedPing,
  writeOpenReply1,
  writeOpenReply2,
  writeUnconnectedPong,
} from '@palisade/mcproto';

const motd = 'MCPE;Bench;766;1.21.50;0;100;1;Bench;Survival;1;19132;19132;';
const socket = createSocket('udp4');
socket.on('message', (message, from) => {
  let bytes: Uint8Array = message;
  if (bytes[0] === 0x0d) {
    const header = readProxyV2(bytes);
    if (header.kind === 'ok') bytes = bytes.subarray(header.size);
  }
  const reply = (out: Uint8Array) => socket.send(out, from.port, from.address);
  switch (bytes[0]) {
    case 0x01: {
      const ping = readUnconnectedPing(bytes);
      if (ping.kind === 'ok')
        reply(writeUnconnectedPong({ time: ping.value.time, serverGuid: 1n, motd }));
      return;
    }
    case 0x05: {
      const request = readOpenRequest1(bytes);
      if (request.kind === 'ok')
        reply(writeOpenReply1({ serverGuid: 1n, cookie: null, mtu: request.value.mtu }));
      return;
    }
    case 0x07: {
      const request = readOpenRequest2(bytes);
      if (request.kind === 'ok')
        reply(
          writeOpenReply2({
            serverGuid: 1n,
            client: { address: from.address, port: from.port },
            mtu: request.value.mtu,
            encryption: false,
          }),
        );
      return;
    }
    default:
      reply(bytes);
  }
});
socket.bind(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: socket.address().port })}\n`);
});
