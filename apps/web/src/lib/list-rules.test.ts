import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  addToFront,
  mergeById,
  moveToTop,
  removeById,
  updateById,
  updateCachedList,
} from './list-rules';

const a = { id: 1, name: 'a' };
const b = { id: 2, name: 'b' };
const c = { id: 3, name: 'c' };

describe('list rules', () => {
  it('adds domains, tunnels and networks at the front', () => {
    expect(addToFront([a, b], c)).toEqual([c, a, b]);
    // A repeated answer for the same item does not list it twice.
    expect(addToFront([a, b], { id: 2, name: 'b2' })).toEqual([{ id: 2, name: 'b2' }, a]);
  });

  it('updates an item by id where it stands', () => {
    expect(updateById([a, b, c], { id: 2, name: 'B' })).toEqual([a, { id: 2, name: 'B' }, c]);
    expect(updateById([a], { id: 9, name: 'x' })).toEqual([a]);
  });

  it('removes by id', () => {
    expect(removeById([a, b, c], 2)).toEqual([a, c]);
    expect(removeById([a], 9)).toEqual([a]);
  });

  it('puts a new or updated firewall entry on top, the old entry removed first', () => {
    expect(moveToTop([a, b, c], { id: 3, name: 'C' })).toEqual([{ id: 3, name: 'C' }, a, b]);
    expect(moveToTop([a, b], c)).toEqual([c, a, b]);
  });

  it('merges changed sub-user permissions into the entry', () => {
    const user = { id: 5, email: 'x@example.com', perms: { read_network: true } };
    expect(mergeById([user], 5, { perms: { read_network: false } })).toEqual([
      { id: 5, email: 'x@example.com', perms: { read_network: false } },
    ]);
  });

  it('applies a rule to a cached list and leaves an unloaded list alone', () => {
    const client = new QueryClient();
    const key = ['networks', 1, 'domains'];
    client.setQueryData(key, [a, b]);
    updateCachedList<typeof a>(client, key, (list) => addToFront(list, c));
    expect(client.getQueryData(key)).toEqual([c, a, b]);
    updateCachedList<typeof a>(client, ['never', 'loaded'], (list) => addToFront(list, c));
    expect(client.getQueryData(['never', 'loaded'])).toBeUndefined();
  });
});
