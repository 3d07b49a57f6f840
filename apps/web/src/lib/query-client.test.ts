import { describe, expect, it } from 'vitest';
import { cachedOrFetched, createQueryClient } from './query-client';

describe('what a route loader waits for', () => {
  it('waits for data never loaded', async () => {
    const client = createQueryClient();
    const figures = await cachedOrFetched(client, {
      queryKey: ['figures'],
      queryFn: async () => 42,
    });
    expect(figures).toBe(42);
  });

  it('answers cached data at once, even stale, and refreshes it in the background', async () => {
    const client = createQueryClient();
    client.setQueryData(['figures'], 41, { updatedAt: Date.now() - 60_000 });
    let answer: (value: number) => void = () => {};
    const refresh = new Promise<number>((resolve) => {
      answer = resolve;
    });
    let asked = 0;
    const figures = await cachedOrFetched(client, {
      queryKey: ['figures'],
      queryFn: () => {
        asked += 1;
        return refresh;
      },
    });
    expect(figures).toBe(41);
    expect(asked).toBe(1);
    answer(43);
    await refresh;
    await expect.poll(() => client.getQueryData(['figures'])).toBe(43);
  });
});
