import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './system';

export interface Peer {
  publicKey: string;
  /** The customer's side of the tunnel's /31: the only address routed to this peer. */
  allowedIp: string;
}

/** Per peer: bytes received from it and sent to it since the peer was added. */
export type Transfer = Map<string, { received: number; sent: number }>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One userspace WireGuard interface (wireguard-go on /dev/net/tun), configured with `wg` and
 * `ip`. The edge holds the edge side of each tunnel's /31 on it; the kernel routes the /31
 * through the interface and WireGuard picks the peer by its allowed address.
 */
export class WireGuardInterface {
  private addresses = new Set<string>();

  private constructor(
    readonly name: string,
    private readonly daemon: ChildProcess,
  ) {}

  /**
   * Creates the interface and sets it up. `pidFile` (in the edge's state directory) names the
   * wireguard-go this edge ran last: if the edge died, that one lives on with the interface and
   * is replaced. An interface held by anything else (another edge on this machine) is left
   * alone, and this edge goes without tunnels.
   */
  static async up(name: string, pidFile: string): Promise<WireGuardInterface> {
    const exists = await run('ip', ['link', 'show', 'dev', name]).then(
      () => true,
      () => false,
    );
    if (exists) {
      const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
      const cmdline = pid ? await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '') : '';
      if (cmdline.split('\0').join(' ').trim() !== `wireguard-go -f ${name}`)
        throw new Error(`interface ${name} exists and is not this edge's (another edge?)`);
      await run('ip', ['link', 'del', 'dev', name]);
    }
    const daemon = spawn('wireguard-go', ['-f', name], { stdio: ['ignore', 'ignore', 'pipe'] });
    if (daemon.pid) {
      await mkdir(path.dirname(pidFile), { recursive: true });
      await writeFile(pidFile, `${daemon.pid}\n`);
    }
    let stderr = '';
    daemon.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    let exited = false;
    daemon.once('exit', () => {
      exited = true;
    });
    daemon.once('error', (error) => {
      exited = true;
      stderr += error.message;
    });
    for (let attempt = 0; ; attempt++) {
      if (exited) throw new Error(`wireguard-go ${name} stopped: ${stderr.trim() || 'no output'}`);
      const ready = await run('wg', ['show', name]).then(
        () => true,
        () => false,
      );
      if (ready) break;
      if (attempt >= 100) {
        daemon.kill();
        throw new Error(`wireguard-go ${name} did not come up within 5 s`);
      }
      await sleep(50);
    }
    await run('ip', ['link', 'set', 'dev', name, 'up']).catch((error: Error) => {
      daemon.kill();
      throw error;
    });
    return new WireGuardInterface(name, daemon);
  }

  /** Key, port and peers; `wg syncconf` leaves unchanged peers (and their counters) alone. */
  async configure(privateKey: string, listenPort: number, peers: Peer[]) {
    const config = [
      '[Interface]',
      `PrivateKey = ${privateKey}`,
      `ListenPort = ${listenPort}`,
      ...peers.flatMap((p) => [
        '',
        '[Peer]',
        `PublicKey = ${p.publicKey}`,
        `AllowedIPs = ${p.allowedIp}/32`,
      ]),
      '',
    ].join('\n');
    // wg reads the config from a file: one only this process can read, gone right after.
    const dir = await mkdtemp(path.join(tmpdir(), 'palisade-wg-'));
    try {
      const file = path.join(dir, `${this.name}.conf`);
      await writeFile(file, config, { mode: 0o600 });
      await run('wg', ['syncconf', this.name, file]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The interface's addresses, as CIDRs (`10.77.0.0/31`): missing ones added, others removed. */
  async setAddresses(wanted: string[]) {
    const next = new Set(wanted);
    for (const cidr of this.addresses) {
      if (next.has(cidr)) continue;
      await run('ip', ['addr', 'del', cidr, 'dev', this.name]);
      this.addresses.delete(cidr);
    }
    for (const cidr of next) {
      if (this.addresses.has(cidr)) continue;
      await run('ip', ['addr', 'add', cidr, 'dev', this.name]);
      this.addresses.add(cidr);
    }
  }

  async transfer(): Promise<Transfer> {
    const out = await run('wg', ['show', this.name, 'transfer']);
    const transfer: Transfer = new Map();
    for (const line of out.split('\n')) {
      const [key, received, sent] = line.split('\t');
      if (key && received && sent)
        transfer.set(key, { received: Number(received), sent: Number(sent) });
    }
    return transfer;
  }

  /** Removes the interface; wireguard-go ends with it. */
  async down() {
    const exited = new Promise<void>((resolve) => {
      if (this.daemon.exitCode !== null || this.daemon.signalCode !== null) resolve();
      else this.daemon.once('exit', () => resolve());
    });
    await run('ip', ['link', 'del', 'dev', this.name]).catch(() => this.daemon.kill());
    await Promise.race([exited, sleep(3000)]);
    if (this.daemon.exitCode === null && this.daemon.signalCode === null)
      this.daemon.kill('SIGKILL');
  }
}
