/** Splits `host:port` or `[v6]:port` (a backend address); the port is 25565 when missing. */
export function splitAddress(address: string): { host: string; port: number } {
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d+)$/.exec(address);
  return { host: match?.[1] ?? match?.[2] ?? address, port: Number(match?.[3] ?? 25565) };
}
