import { describe, expect, it } from 'vitest';
import { parseMotd } from './motd';

describe('parseMotd', () => {
  it('keeps plain text in the base colour', () => {
    expect(parseMotd('Hello')).toEqual([
      {
        text: 'Hello',
        color: '#AAAAAA',
        bold: false,
        italic: false,
        underline: false,
        strike: false,
      },
    ]);
  });

  it('reads § and & codes; a colour resets bold, §r resets the colour', () => {
    const spans = parseMotd('&c&lDown§r for §amaintenance');
    expect(spans.map((s) => [s.text, s.color, s.bold])).toEqual([
      ['Down', '#FF5555', true],
      [' for ', '#AAAAAA', false],
      ['maintenance', '#55FF55', false],
    ]);
  });

  it('leaves an unknown code as text', () => {
    expect(
      parseMotd('50&z off')
        .map((s) => s.text)
        .join(''),
    ).toBe('50&z off');
  });
});
