import { afterAll, beforeAll, expect, it } from 'vitest';
import { type EdgeStack, startEdgeStack } from '../../../test/edge-stack';
import { type Account, operatorAccount } from '../../../test/harness';
import { currentVersion } from '../edge-sync/queries';

let stack: EdgeStack;
let operator: Account;
beforeAll(async () => {
  stack = await startEdgeStack('fleet');
  operator = await operatorAccount(stack.h);
});
afterAll(() => stack.close());

it('shows a running edge on the fleet with what it says of itself', async () => {
  const edge = await stack.edge();
  await edge.reportHealth();
  const fleet = (await operator.route('adminFleet')).body.data;
  const [shown] = fleet.locations.find((l) => l.id === 'fleet')?.edges ?? [];
  expect(shown).toMatchObject({
    online: true,
    config_behind: false,
    kernel_filter: false,
    report: {
      version: '0.1.0',
      config_version: await currentVersion(stack.h.deps.db),
      workers: 1,
      players: 0,
      memory_bytes: expect.any(Number),
    },
  });
  expect(shown?.report?.memory_bytes).toBeGreaterThan(10_000_000);

  // A change the edge has not applied yet shows as a config behind.
  await operator.route('adminUpdateLocation', {
    params: { locationId: 'fleet' },
    body: { region: 'elsewhere' },
  });
  await edge.stop();
  const later = (await operator.route('adminFleet')).body.data;
  expect(later.locations.find((l) => l.id === 'fleet')?.edges[0]?.config_behind).toBe(true);
});
