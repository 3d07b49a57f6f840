import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** Runs an `nft -f -` script as one transaction: all of it applies, or none. */
export function runScript(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('nft', ['-f', '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (errors.length < 4096) errors += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(errors.trim() || `nft exited with ${code}`)),
    );
    child.stdin.end(script);
  });
}

type Listing = Record<string, unknown>[];

/** How long a listing may take before the session is taken for stuck and started again. */
const answerMs = 5000;

/**
 * One `nft -j -i` kept running on pipes: element changes and listings without starting a program
 * for each (a start costs `nft` more than a listing of thousands of elements). Each line is its
 * own transaction; `nft` answers a listing with one JSON line on stdout and any failure on stderr as
 * `Error: …` followed by the command it refused, which is how a refusal is matched to what
 * asked. Listings go one at a time. A refused change, or a session that died with changes
 * unsaid, is reported to `lost`: the caller writes the whole table again (`nft -f`, as the
 * interactive mode takes no multi-line blocks).
 */
export class NftSession {
  private child: ChildProcessWithoutNullStreams | null = null;
  /** The command waiting for its answer: one line on stdout, or an error on stderr. */
  private waiting: { answer(line: string): void; reject(error: Error): void } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** Where changes wait for `nft` to include them (mode 0700), made with the first. */
  private dir: string | null = null;
  private files = 0;

  constructor(private readonly lost: (message: string) => void) {}

  /**
   * Sends changes (`add element …` commands) as one transaction, and answers once `nft` has taken
   * them: each transaction costs it a look at the whole table (about 1 ms with 4,000 jailed
   * addresses), an element next to nothing. They go in a file the session includes, removed once
   * taken: `nft -i` reads its own input a byte at a time, a system call per byte, which made
   * 10,000 jailed addresses cost it 0.36 s where included they cost 0.15 s. A refusal takes the
   * transaction's every change with it, and reaches `lost`, as does a file that cannot be written.
   */
  async write(commands: string[]): Promise<void> {
    if (commands.length === 0) return;
    let file: string;
    try {
      this.dir ??= mkdtempSync(path.join(tmpdir(), 'palisade-nft-'));
      this.files += 1;
      file = path.join(this.dir, `${this.files}.nft`);
      writeFileSync(file, `${commands.join('\n')}\n`);
    } catch (error) {
      return this.lost(`changes not written: ${(error as Error).message}`);
    }
    this.process().stdin.write(`include "${file}"\n`);
    await this.synced().catch(() => undefined);
    await rm(file, { force: true }).catch(() => undefined);
  }

  /** `nft -j list <what>`, parsed: the objects of the answer's `nftables` array. */
  list(what: string): Promise<Listing> {
    return this.next(
      `list ${what}`,
      (line) => (JSON.parse(line) as { nftables: Listing }).nftables,
    );
  }

  /**
   * Answers once `nft` has taken every line written before: it works line by line, and the
   * `describe` asked after them needs no look at the ruleset, so its answer costs next to nothing,
   * where any listing has `nft` read the whole table first (20 to 50 ms with 4,000 jailed
   * addresses).
   */
  synced(): Promise<void> {
    return this.next('describe meta mark', () => undefined);
  }

  private next<T>(command: string, parse: (line: string) => T): Promise<T> {
    const next = this.queue.then(() => this.ask(command, parse));
    this.queue = next.catch(() => undefined);
    return next;
  }

  close() {
    this.child?.stdin.end();
    this.child = null;
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }

  private ask<T>(command: string, parse: (line: string) => T) {
    const child = this.process();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        child.kill();
        reject(new Error(`nft did not answer \`${command}\` within ${answerMs} ms`));
      }, answerMs);
      const settle = () => {
        clearTimeout(timer);
        this.waiting = null;
      };
      this.waiting = {
        answer: (line) => {
          settle();
          try {
            resolve(parse(line));
          } catch (error) {
            reject(error as Error);
          }
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      child.stdin.write(`${command}\n`);
    });
  }

  private process() {
    if (this.child) return this.child;
    const child = spawn('nft', ['-j', '-i'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    const gone = (why: string) => {
      if (this.child !== child) return;
      this.child = null;
      this.waiting?.reject(new Error(why));
      this.lost(why);
    };
    child.once('error', (error) => gone(error.message));
    child.once('exit', (code) => gone(`nft -i exited with ${code}`));
    child.stdin.on('error', () => undefined);
    createInterface({ input: child.stdout }).on('line', (line) => this.waiting?.answer(line));
    // `Error: <what>` (`<file>:<where>: Error: <what>` in an included file), then the refused
    // command: a listing's fails that listing, a change's is lost.
    let error: string | null = null;
    createInterface({ input: child.stderr }).on('line', (line) => {
      const found = /^(?:.*?: )?Error: (.*)$/.exec(line);
      if (found) error = found[1] ?? '';
      else if (error !== null) {
        const message = `${error} (${line.trim()})`;
        error = null;
        if (line.startsWith('list ') || line.startsWith('describe '))
          this.waiting?.reject(new Error(message));
        else this.lost(message);
      }
    });
    return child;
  }
}

/** Elements of listed sets that count, with their packets: `{ value, packets }`. */
export function elementCounters(objects: Record<string, unknown>[]) {
  return objects.flatMap((object) => {
    const set = object.set as { elem?: unknown[] } | undefined;
    return (set?.elem ?? []).flatMap((item) => {
      const elem = (item as { elem?: { val: unknown; counter?: { packets: number } } }).elem;
      if (!elem?.counter) return [];
      // A concatenation (port . range) comes as `{ concat: [...] }`, an address as a string.
      const value =
        typeof elem.val === 'object' && elem.val !== null && 'concat' in elem.val
          ? elem.val.concat
          : elem.val;
      return [{ value, packets: elem.counter.packets }];
    });
  });
}
