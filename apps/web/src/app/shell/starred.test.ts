import { describe, expect, it } from 'vitest';
import { splitStarred } from './starred';

describe('starred pages', () => {
  it('split at 10: the first ten in one group, the rest in a second', () => {
    const pages = Array.from({ length: 13 }, (_, i) => `/page/${i}`);
    const [first, rest] = splitStarred(pages);
    expect(first).toEqual(pages.slice(0, 10));
    expect(rest).toEqual(['/page/10', '/page/11', '/page/12']);
    expect(splitStarred(pages.slice(0, 10))).toEqual([pages.slice(0, 10), []]);
    expect(splitStarred([])).toEqual([[], []]);
  });
});
