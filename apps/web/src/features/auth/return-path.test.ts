import { describe, expect, it } from 'vitest';
import { afterLogin } from './return-path';

describe('the return path', () => {
  it('returns to `to` after login only when it is a path of this app', () => {
    expect(afterLogin('/tunnels/list')).toBe('/tunnels/list');
    expect(afterLogin(null)).toBe('/');
    expect(afterLogin('https://evil.example/')).toBe('/');
    expect(afterLogin('//evil.example/')).toBe('/');
  });
});
