/** Minecraft's sixteen chat colours by their code (§0–§f). */
const colors: Record<string, string> = {
  '0': '#000000',
  '1': '#0000AA',
  '2': '#00AA00',
  '3': '#00AAAA',
  '4': '#AA0000',
  '5': '#AA00AA',
  '6': '#FFAA00',
  '7': '#AAAAAA',
  '8': '#555555',
  '9': '#5555FF',
  a: '#55FF55',
  b: '#55FFFF',
  c: '#FF5555',
  d: '#FF55FF',
  e: '#FFFF55',
  f: '#FFFFFF',
};

export interface MotdSpan {
  text: string;
  color: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
}

/**
 * Splits a MOTD written with `§` or `&` codes into styled runs, as the game draws it: a colour
 * code resets the formatting, `§r` resets everything, `§k` (obfuscated) is shown as plain.
 */
export function parseMotd(motd: string, base = '#AAAAAA'): MotdSpan[] {
  const spans: MotdSpan[] = [];
  let style = { color: base, bold: false, italic: false, underline: false, strike: false };
  const parts = motd.split(/[§&]([0-9a-fk-or])/i);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    if (i % 2 === 1) {
      const code = part.toLowerCase();
      if (colors[code])
        style = {
          color: colors[code] as string,
          bold: false,
          italic: false,
          underline: false,
          strike: false,
        };
      else if (code === 'r')
        style = { color: base, bold: false, italic: false, underline: false, strike: false };
      else if (code === 'l') style = { ...style, bold: true };
      else if (code === 'o') style = { ...style, italic: true };
      else if (code === 'n') style = { ...style, underline: true };
      else if (code === 'm') style = { ...style, strike: true };
      continue;
    }
    if (part) spans.push({ text: part, ...style });
  }
  return spans;
}
