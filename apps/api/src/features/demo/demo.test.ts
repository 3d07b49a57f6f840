import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { palisadeCli, stopped } from '@palisade/peers/palisade-process';
import { freePort } from '@palisade/peers/ports';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dataDir = await mkdtemp(path.join(tmpdir(), 'palisade-demo-'));
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server) await stopped(server);
  await rm(dataDir, { recursive: true, force: true });
});

describe('the live demo of palisade start', () => {
  it('makes a demo account on an empty database whose simulated players show in the stats', async () => {
    const { daemon } = palisadeCli(dataDir);
    const apiPort = await freePort();
    server = await daemon(
      ['start'],
      {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        EDGE_JAVA_PORT: String(await freePort()),
        CAPTCHA: 'off',
        PALISADE_DEMO: '1',
      },
      'Palisade is up',
    );
    const stateFile = path.join(dataDir, 'demo.json');
    // With DATABASE_URL (the tests' PostgreSQL run) there is never a demo.
    if (process.env.TEST_DATABASE_URL) {
      await expect(stat(stateFile)).rejects.toThrow();
      return;
    }
    const state = JSON.parse(await readFile(stateFile, 'utf8')) as {
      email: string;
      password: string;
      networkId: number;
    };
    expect((await stat(stateFile)).mode & 0o777).toBe(0o600);
    expect(state.email).toBe('demo@palisade.localhost');

    const api = `http://127.0.0.1:${apiPort}/api/v1`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: state.email, password: state.password }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const get = async <T>(url: string) =>
      (
        (await (
          await fetch(`${api}${url}`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as {
          data: T;
        }
      ).data;

    const domains = await get<{ name: string; verified: boolean }[]>(
      `/networks/${state.networkId}/domains`,
    );
    expect(domains.map((d) => [d.name, d.verified])).toEqual(
      expect.arrayContaining([
        ['demo.palisade.localhost', true],
        ['survival.demo.palisade.localhost', true],
      ]),
    );
    // Real clients joined through the edge; the stats know because the edge counted them.
    await vi.waitFor(
      async () => {
        const overview = await get<{ players: number; logins_24h: number }>(
          `/networks/${state.networkId}/stats/overview`,
        );
        expect(overview.players).toBeGreaterThan(0);
        expect(overview.logins_24h).toBeGreaterThan(0);
      },
      { timeout: 90_000, interval: 1000 },
    );
  }, 180_000);
});
