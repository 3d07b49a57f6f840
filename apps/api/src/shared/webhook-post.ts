import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget } from './webhook-target';

/**
 * What a tenant is told of a delivery that got no HTTP answer, whatever the cause: a refused
 * address, a DNS answer, a refused connection or a time-out would tell which hosts and ports
 * the policy allows are open, from the API host (docs/security.md). The operator's log has it.
 */
export const undelivered = 'could not deliver';

/**
 * POSTs a JSON body to a webhook, connected to the address `resolveTarget` checked (the host
 * name still goes in `Host` and in TLS SNI and certificate checks). No redirects are followed.
 * Answers the HTTP status; network failures and time-outs throw.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs: number },
): Promise<number> {
  const target = new URL(url);
  const pinned = await resolveTarget(target.hostname, options.allowPrivate);
  const lookup = ((_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: false,
        lookup,
        timeout: options.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Palisade-Webhooks/1.0',
          ...headers,
        },
      },
      (response) => {
        // The answer's body is not read: only its status counts.
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}
