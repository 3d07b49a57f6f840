/** An ILIKE pattern for text anywhere in a value; `%`, `_` and `\` typed mean themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
