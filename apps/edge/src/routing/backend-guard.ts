import { type LookupAddress, lookup } from 'node:dns';
import { connect, isIP, type LookupFunction, Socket, type TcpNetConnectOpts } from 'node:net';
import { type AllowedRange, backendRefusal, parseAllowedRange } from '@palisade/address-policy';

/** Backend addresses whose answer is kept at once. */
const maxAnswers = 4096;

/** A backend the edge will not dial: it is not public and the operator did not allow it. */
export class RefusedBackend extends Error {
  readonly code = 'EBACKENDREFUSED';
}

/**
 * The edge's own check of backend addresses (the API checked them when they were saved, but an
 * allowance may have been taken back, a row written behind its back, or a host name may resolve
 * elsewhere now). Literals are checked before dialing; host names after each lookup, every
 * answer, and the socket connects only to an answer that passed, so DNS cannot redirect it.
 */
export class BackendGuard {
  private ranges: AllowedRange[] = [];
  /**
   * Answers by `address|port` since the ranges last changed: every dial of a backend asks again,
   * and the policy's parsing costs a new connection more than the lookup. Bounded, since host
   * names may resolve to ever new addresses.
   */
  private answers = new Map<string, string | null>();

  /** The location's allowed ranges from the config snapshot; spellings it cannot read are skipped. */
  allow(texts: readonly string[]) {
    this.ranges = texts.flatMap((text) => parseAllowedRange(text) ?? []);
    this.answers.clear();
  }

  refusal(address: string, port: number): string | null {
    const key = `${address}|${port}`;
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const answer = backendRefusal(address, port, this.ranges);
    if (this.answers.size >= maxAnswers) this.answers.clear();
    this.answers.set(key, answer);
    return answer;
  }

  /** `net.connect` to a backend; a refused one fails with a RefusedBackend error, never dialed. */
  connect(options: TcpNetConnectOpts & { host: string; port: number }): Socket {
    if (isIP(options.host) !== 0) {
      const why = this.refusal(options.host, options.port);
      if (why) return refusedSocket(why);
      return connect(options);
    }
    return connect({ ...options, lookup: this.lookup(options.port) });
  }

  /** The address to send a backend's datagrams to: checked as `connect` checks (Bedrock, UDP). */
  resolve(host: string, port: number): Promise<string> {
    if (isIP(host) !== 0) {
      const why = this.refusal(host, port);
      return why ? Promise.reject(new RefusedBackend(why)) : Promise.resolve(host);
    }
    return new Promise((resolve, reject) =>
      this.lookup(port)(host, { all: false }, (error, address) =>
        error ? reject(error) : resolve(address as string),
      ),
    );
  }

  private lookup(port: number): LookupFunction {
    return (hostname, options, callback) => {
      lookup(hostname, { ...options, all: true }, (error, answers: LookupAddress[]) => {
        if (error) return callback(error, '');
        const refused = answers.map((a) => this.refusal(a.address, port)).find((why) => why);
        const first = answers[0];
        if (refused || !first) {
          return callback(new RefusedBackend(`${hostname}: ${refused ?? 'no address'}`), '');
        }
        if (options.all) return callback(null, answers);
        callback(null, first.address, first.family);
      });
    };
  }
}

function refusedSocket(why: string): Socket {
  const socket = new Socket();
  process.nextTick(() => socket.destroy(new RefusedBackend(why)));
  return socket;
}
