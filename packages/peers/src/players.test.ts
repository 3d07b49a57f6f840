import { describe, expect, it } from 'vitest';
import { joinAsPlayer } from './players';

describe('a player whose connection fails', () => {
  it('settles with why, even before mineflayer has set the client up', async () => {
    // Not an address of this machine: the socket fails at once, before mineflayer's plugins
    // (and with them `bot.quit`) are in place, as when an edge resets a connection at once.
    const result = await joinAsPlayer({
      port: 25565,
      serverHost: 'play.example.com',
      username: 'Unlucky',
      version: '1.21.1',
      localAddress: '192.0.2.1',
      timeoutMs: 5000,
    });
    expect(result).toMatchObject({ spawned: false, attempts: 1 });
  });
});
