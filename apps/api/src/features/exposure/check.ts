import type { ExposureVerdict } from '@palisade/contract';
import pLimit from 'p-limit';
import type { Db } from '../../db/client';
import { backendChecker } from '../../shared/public-backends';
import { type ProbeResult, probeBackend } from './probe';
import { networkBackends, storeExposure } from './queries';

/** Backends probed at once by this API process, across every network it checks. */
const probes = pLimit(16);

export function verdictOf(result: ProbeResult): ExposureVerdict {
  if (result.acceptsLogin) return 'exposed';
  if (result.answersStatus) return 'reachable';
  return result.connected ? 'protected' : 'unreachable';
}

const notProbed: ProbeResult = { connected: false, answersStatus: false, acceptsLogin: false };

/**
 * Probes each backend address of the network once, from this host and never through an edge,
 * and stores what it found. Only public addresses are dialed, and ranges the operator allowed
 * at this host's own location (`EDGE_LOCATION`): a range another location allows may be a
 * private network this host sits on too, which no customer may scan. A backend refused so, or
 * whose name does not resolve, is not dialed: it counts as unreachable.
 */
export async function checkNetwork(db: Db, networkId: number, location: string): Promise<void> {
  const check = await backendChecker(db, location);
  const backends = await networkBackends(db, networkId);
  const results = await Promise.all(
    backends.map((backend) =>
      probes(async () => {
        const { host, port, addresses, refusal } = await check(backend);
        const [address] = addresses;
        const result =
          refusal || address === undefined
            ? notProbed
            : await probeBackend({ host, port, address });
        return [backend, result] as const;
      }),
    ),
  );
  const checkedAt = new Date();
  await storeExposure(
    db,
    networkId,
    new Map(
      results.map(([backend, result]) => [
        backend,
        {
          answersStatus: result.answersStatus,
          acceptsLogin: result.acceptsLogin,
          verdict: verdictOf(result),
          checkedAt,
        },
      ]),
    ),
  );
}
