import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation } from '../../../test/fixtures';
import { account, type Harness, startHarness } from '../../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('GET locations', () => {
  it("names every location to a signed-in account, and nothing of the operator's", async () => {
    // Locations are operator data shared by every test file on one database: find ours.
    const id = `loc${Date.now().toString(36)}`;
    await insertLocation(h, id, { name: 'Frankfurt', region: 'eu-central' });
    const a = await account(h);

    const listed = await a.route('listLocations');
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data).toContainEqual({ id: 'local', name: 'Local edge', region: 'local' });
    expect(listed.body.data).toContainEqual({ id, name: 'Frankfurt', region: 'eu-central' });
    for (const location of listed.body.data) {
      expect(Object.keys(location).sort()).toEqual(['id', 'name', 'region']);
    }
  });

  it('is refused without a session or key', async () => {
    const listed = await h.route('listLocations');
    expect(listed.statusCode).toBe(401);
  });
});
