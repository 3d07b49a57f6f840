import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import * as preferences from '../src/lib/preferences';
import { preferencesScript } from './preferences-script';

/** Runs the page's first script as a browser would, on its own, and returns what it set. */
function runScript(stored: string | null, browserLanguage: string) {
  const attributes = new Map<string, string>();
  const html = {
    lang: '',
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  runInNewContext(preferencesScript(preferences), {
    document: { documentElement: html },
    localStorage: {
      getItem: (key: string) => (key === preferences.preferencesKey ? stored : null),
    },
    navigator: { language: browserLanguage },
  });
  return { language: html.lang, scheme: attributes.get('data-mantine-color-scheme') };
}

describe('the page’s preferences script', () => {
  it('chooses as the app does, with nothing from outside itself', () => {
    expect(runScript(JSON.stringify({ language: 'de', theme: 'dark' }), 'fr-FR')).toEqual({
      language: 'de',
      scheme: 'dark',
    });
    expect(runScript(JSON.stringify({ language: 'xx', theme: 'semi-dark' }), 'fr-FR')).toEqual({
      language: 'en',
      scheme: 'light',
    });
    expect(runScript(null, 'pt-BR')).toEqual({ language: 'pt', scheme: 'light' });
    expect(runScript('{not json', 'de')).toEqual({ language: '', scheme: 'light' });
  });
});
