/** Hex bytes for table tests; on each line, words after the bytes are comments. */
export const hex = (text: string) =>
  Uint8Array.from(
    Buffer.from(
      text
        .split('\n')
        .map((line) => {
          const words = line.trim().split(/\s+/);
          const end = words.findIndex((w) => !/^[0-9a-f]+$/i.test(w));
          return (end === -1 ? words : words.slice(0, end)).join('');
        })
        .join(''),
      'hex',
    ),
  );
