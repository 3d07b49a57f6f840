import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const bin = fileURLToPath(new URL('../../bin/palisade.js', import.meta.url));
let dataDir: string;

const palisade = (...args: string[]) =>
  run(process.execPath, [bin, ...args], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    },
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'palisade-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('palisade CLI', () => {
  it('migrates, creates, activates and lists accounts', async () => {
    const email = `operator.${Date.now().toString(36)}@example.com`;
    expect((await palisade('migrate')).stdout).toContain('Database is up to date.');
    expect(
      (await palisade('user', 'create', '--email', email, '--password', 'a long enough password'))
        .stdout,
    ).toMatch(/Created account \d+/);
    const duplicate = await palisade(
      'user',
      'create',
      '--email',
      email,
      '--password',
      'a long enough password',
    ).catch((error: { code: number; stderr: string }) => error);
    expect(duplicate).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already has an account'),
    });
    expect((await palisade('user', 'activate', email.toUpperCase())).stdout).toContain(
      `${email} is active.`,
    );
    expect(
      (await palisade('billing', 'credit', '--email', email, '--amount', '25.50')).stdout,
    ).toContain(`${email}: balance 25.50`);
    const badAmount = await palisade('billing', 'credit', '--email', email, '--amount', '-3').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(badAmount).toMatchObject({ code: 1, stderr: expect.stringContaining('--amount') });
    const listed = (await palisade('user', 'list')).stdout;
    expect(listed).toContain(email);
    expect(listed).toMatch(new RegExp(`${email.replace(/\./g, '\\.')}.*true`));
  });

  it('manages locations, tunnel filters and edge tokens', async () => {
    const id = `cli${Date.now().toString(36)}`;
    const filterName = `game_${id}`;
    const failure = (error: { code: number; stderr: string }) => error;
    const add = (...extra: string[]) =>
      palisade(
        'location',
        'add',
        '--id',
        id,
        '--name',
        'Frankfurt',
        '--region',
        'eu',
        '--address',
        '203.0.113.10',
        ...extra,
      );

    expect((await add()).stdout).toMatch(
      new RegExp(`Location ${id} added; .* key is [A-Za-z0-9+/]{43}=`),
    );
    expect((await palisade('location', 'list')).stdout).toMatch(
      new RegExp(`${id}.*Frankfurt.*203\\.0\\.113\\.10.*19132-19199`),
    );
    expect(await add().catch(failure)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('exists already'),
    });
    const badRange = await palisade(
      'location',
      'add',
      '--id',
      'other',
      '--name',
      'x',
      '--region',
      'x',
      '--address',
      'x',
      '--tunnel-ports',
      '30000-20000',
    ).catch(failure);
    expect(badRange).toMatchObject({ code: 1, stderr: expect.stringContaining('--tunnelPorts') });

    const token = await palisade('edge', 'token', 'create', '--location', id);
    expect(token.stdout).toMatch(
      new RegExp(`Edge token \\d+ for ${id}:\\npal_edge_[A-Za-z0-9_-]{43}`),
    );

    const filter = await palisade(
      'filter',
      'add',
      '--name',
      filterName,
      '--label',
      'Rust',
      '--protocol',
      'udp',
    );
    expect(filter.stdout).toMatch(new RegExp(`Filter \\d+ \\(${filterName}\\) added`));
    expect((await palisade('filter', 'list')).stdout).toContain(filterName);
    expect((await palisade('location', 'remove', id)).stdout).toContain(`Location ${id} removed.`);
  });

  it('refuses bad input and bad configuration with a clear message', async () => {
    const weak = await palisade(
      'user',
      'create',
      '--email',
      'x@example.com',
      '--password',
      'short',
    ).catch((error: { code: number; stderr: string }) => error);
    expect(weak).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--password: Use at least 10 characters.'),
    });
    const badConfig = await run(process.execPath, [bin, 'migrate'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: 'eighty', CAPTCHA: 'maybe' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(badConfig).toMatchObject({ code: 2 });
    expect((badConfig as { stderr: string }).stderr).toMatch(/PORT="eighty"[\s\S]*CAPTCHA="maybe"/);
  });
});
