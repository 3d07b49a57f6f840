const mappedIPv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The IPv4 address a dual-stack socket reports as `::ffff:a.b.c.d` (a Bedrock tunnel port bound
 * to `::` sees IPv4 clients so), and any other address as it is: an IPv4 client is judged and
 * counted as IPv4 wherever it connects.
 */
export function unmapped(address: string): string {
  return mappedIPv4.exec(address)?.[1] ?? address;
}
