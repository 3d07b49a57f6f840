/**
 * Inner addresses of tunnels come in pairs from the location's IPv4 subnet: pair i is
 * base + 2i (the edge's side) and base + 2i + 1 (the customer's side), a /31 per tunnel.
 */
const toNumber = (address: string) =>
  address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const toAddress = (n: number) =>
  [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');

export function allocatePair(
  subnet: string,
  taken: Iterable<string>,
): { edge: string; peer: string } | null {
  const [base = '', prefix = '32'] = subnet.split('/');
  const size = 2 ** (32 - Number(prefix));
  const start = toNumber(base);
  const used = new Set([...taken].map(toNumber));
  for (let offset = 0; offset + 1 < size; offset += 2) {
    if (!used.has(start + offset + 1)) {
      return { edge: toAddress(start + offset), peer: toAddress(start + offset + 1) };
    }
  }
  return null;
}
