import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@palisade/peers/ports';
import { startDns } from './support/dns';
import { startMailSpool } from './support/mail-spool';
import { routesNeverChecked } from './support/routes';
import { startServer, stopServer } from './support/server';
import { checkedScreensFile, setStateFile, stackEnv } from './support/stack-env';

/**
 * Starts what a customer's browser talks to: the built dashboard served by a real
 * `palisade start` on a fresh embedded database, with its mail going to a real SMTP receiver and
 * its DNS lookups to a real DNS server.
 */
export default async function globalSetup() {
  if (!existsSync('apps/web/dist/index.html')) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does)');
  }
  const root = await mkdtemp(path.join(tmpdir(), 'palisade-e2e-'));
  const mailDir = path.join(root, 'mail');
  const zoneFile = path.join(root, 'zone.json');
  await mkdir(path.join(root, 'data'));
  const mail = await startMailSpool(mailDir);
  const dns = await startDns(zoneFile);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const stateFile = path.join(root, 'state.json');
  setStateFile(stateFile);
  await startServer(
    {
      root,
      baseUrl,
      mailDir,
      zoneFile,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: path.join(root, 'data'),
        SMTP_URL: mail.url,
        DNS_SERVERS: dns.address,
        EDGE_DOMAIN: 'edge.palisade.test',
        EDGE_JAVA_PORT: String(await freePort()),
        // No WireGuard interface for the browser tests (CI runs as root).
        EDGE_TUNNELS: '0',
        // The journey's wake webhook goes to a receiver on loopback.
        WEBHOOK_ALLOW_PRIVATE: '1',
        LOG_LEVEL: 'warn',
        LOG_PRETTY: 'false',
        // The screens are tested on the data each test makes, without the live demo's.
        PALISADE_DEMO: '0',
      },
    },
    stateFile,
  );

  return async () => {
    const checked = await readFile(checkedScreensFile(root), 'utf8').catch(() => '');
    await stopServer(stackEnv());
    await mail.close();
    await dns.close();
    await rm(root, { recursive: true, force: true });
    const never = await routesNeverChecked(checked);
    if (never?.length) throw new Error(`routes no spec checked: ${never.join(', ')}`);
  };
}
