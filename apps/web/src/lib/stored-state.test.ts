import { describe, expect, it } from 'vitest';
import { parseActiveNetwork } from './active-network';
import { languages, parsePreferences, startingChoice, themes } from './preferences';
import { storedUser } from './session';

// What a browser kept may be from an older version or edited by hand: each value is checked,
// and one that does not pass falls back to its default.
describe('stored client state', () => {
  it('keeps valid preferences and replaces each invalid one by its default', () => {
    const valid = { language: 'de', timeFormat: '12h', theme: 'semi-dark', starred: ['/a'] };
    expect(parsePreferences(valid)).toEqual(valid);
    expect(
      parsePreferences({ language: 'xx', timeFormat: 24, theme: 'blue', starred: ['/a', 3] }),
    ).toEqual({ language: 'en', timeFormat: '24h', theme: 'light', starred: [] });
    expect(parsePreferences({ starred: Array.from({ length: 101 }, () => '/p') }).starred).toEqual(
      [],
    );
    expect(parsePreferences({ starred: ['x'.repeat(201)] }).starred).toEqual([]);
  });

  it('starts from the stored language and theme, else the browser’s language', () => {
    const known = { languages, themes };
    expect(startingChoice({ language: 'fr', theme: 'dark' }, 'de-DE', known)).toEqual({
      language: 'fr',
      theme: 'dark',
    });
    expect(startingChoice({ language: 'xx', theme: 7 }, 'de-DE', known)).toEqual({
      language: 'en',
      theme: 'light',
    });
    expect(startingChoice(null, 'pt-BR', known)).toEqual({ language: 'pt', theme: 'light' });
    expect(startingChoice(null, 'ja', known)).toEqual({ language: 'en', theme: 'light' });
    expect(startingChoice('not an object', undefined, known)).toEqual({
      language: 'en',
      theme: 'light',
    });
  });

  it('keeps a positive whole network id and a known timeframe', () => {
    expect(parseActiveNetwork({ networkId: 7, timeframe: '1M' })).toEqual({
      networkId: 7,
      timeframe: '1M',
    });
    for (const networkId of [0, -1, 1.5, '7', null])
      expect(parseActiveNetwork({ networkId, timeframe: '5y' })).toEqual({
        networkId: null,
        timeframe: '1w',
      });
    expect(parseActiveNetwork(null)).toEqual({ networkId: null, timeframe: '1w' });
  });

  it('keeps user info with an id, an e-mail, names and a known role', () => {
    const user = {
      id: 1,
      email: 'a@example.com',
      firstname: 'A',
      lastname: 'B',
      userRole: 'editor',
    };
    expect(storedUser(user)).toEqual(user);
    expect(storedUser({ ...user, userRole: 'owner' })).toBeNull();
    expect(storedUser({ ...user, id: '1' })).toBeNull();
    expect(storedUser({ ...user, email: undefined })).toBeNull();
    expect(storedUser('user')).toBeNull();
    expect(storedUser(null)).toBeNull();
  });
});
