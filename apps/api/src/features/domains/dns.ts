import { Resolver } from 'node:dns/promises';

/**
 * Whether `expected` is published as a TXT record for the name: at `_palisade.<host>` or
 * `<host>` itself, or at a parent domain (one record on example.com proves its sub-domains).
 * A wildcard is proven by its base name.
 */
export async function txtProves(
  servers: string[],
  name: string,
  expected: string,
): Promise<boolean> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  const labels = name.replace(/^\*\./, '').split('.');
  for (let i = 0; i <= labels.length - 2; i++) {
    const host = labels.slice(i).join('.');
    for (const candidate of [`_palisade.${host}`, host]) {
      const records = await resolver.resolveTxt(candidate).catch(() => [] as string[][]);
      if (records.some((chunks) => chunks.join('') === expected)) return true;
    }
  }
  return false;
}

/** Where the record is asked for: the TXT name the dashboard shows. */
export const txtRecordName = (name: string) => `_palisade.${name.replace(/^\*\./, '')}`;
