import { type LookupAddress, lookup } from 'node:dns';
import { connect, isIP, type LookupFunction, Socket, type TcpNetConnectOpts } from 'node:net';
import { type AllowedRange, backendRefusal, parseAllowedRange } from '@palisade/address-policy';

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

  /** The location's allowed ranges from the config snapshot; spellings it cannot read are skipped. */
  allow(texts: readonly string[]) {
    this.ranges = texts.flatMap((text) => parseAllowedRange(text) ?? []);
  }

  refusal(address: string, port: number): string | null {
    return backendRefusal(address, port, this.ranges);
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
