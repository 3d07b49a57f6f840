import { describe, expect, it } from 'vitest';
import { writeVarInt } from '../java/varint';
import { readBedrockLogin } from './login';

const int32le = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeInt32LE(n);
  return out;
};

/** A login as a client sends it, before compression: identity chain, client data JWT. */
function login(protocol: number, clientData: Record<string, unknown>): Uint8Array {
  const identity = Buffer.from(JSON.stringify({ chain: ['a.b.c'] }));
  const jwt = Buffer.from(
    `e30.${Buffer.from(JSON.stringify(clientData)).toString('base64url')}.sig`,
  );
  const request = Buffer.concat([int32le(identity.length), identity, int32le(jwt.length), jwt]);
  const head = Buffer.alloc(4);
  head.writeInt32BE(protocol);
  const packet = Buffer.concat([
    Buffer.from(writeVarInt(0x01)),
    head,
    Buffer.from(writeVarInt(request.length)),
    request,
  ]);
  return Buffer.concat([Buffer.from(writeVarInt(packet.length)), packet]);
}

describe('Bedrock login', () => {
  it("reads the protocol and the player's name from the client data", () => {
    const bytes = login(766, { ThirdPartyName: 'Alex', DeviceOS: 7 });
    expect(readBedrockLogin(bytes)).toEqual({
      kind: 'ok',
      value: { protocol: 766, username: 'Alex' },
      size: bytes.length,
    });
  });

  it('has no name when the client names itself with control characters', () => {
    // The name is the client's say-so; a NUL in it would make the API refuse the telemetry
    // batch that carries it, and with it every other count of the edge in those seconds.
    for (const name of ['Ale\u0000x', '\u0000', 'Ale\nx', 'Ale\u009bx']) {
      expect(readBedrockLogin(login(766, { ThirdPartyName: name }))).toMatchObject({
        value: { username: null },
      });
    }
    expect(readBedrockLogin(login(766, { ThirdPartyName: 'Zoë Doe' }))).toMatchObject({
      value: { username: 'Zoë Doe' },
    });
  });

  it('has no name when the client data names none, and refuses what is cut short', () => {
    const bytes = login(800, { DeviceOS: 1 });
    expect(readBedrockLogin(bytes)).toMatchObject({ value: { protocol: 800, username: null } });
    expect(readBedrockLogin(bytes.subarray(0, bytes.length - 5))).toMatchObject({
      kind: 'malformed',
    });
    expect(readBedrockLogin(Uint8Array.of(0x05, 0x02, 0, 0, 0, 1))).toMatchObject({
      kind: 'malformed',
    });
  });
});
