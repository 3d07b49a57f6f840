import { createRequire } from 'node:module';

interface ProtocolVersion {
  minecraftVersion: string;
  version: number;
  usesNetty: boolean;
}

/** Releases are plain numbers ("1.8.9", "26.1"); snapshots, pre-releases and candidates are not. */
const release = /^\d+\.\d+(\.\d+)?$/;

// minecraft-data keeps the table of every Java release and its protocol number up to date.
const table = createRequire(import.meta.url)(
  'minecraft-data/minecraft-data/data/pc/common/protocolVersions.json',
) as ProtocolVersion[];

/**
 * Protocol number → release name. Several releases can share a protocol (1.21 and 1.21.1 are
 * both 767): the name then spans the oldest to the newest, "1.21–1.21.1". Only releases since
 * the Netty rewrite (1.7), the only ones the edge can talk to.
 */
const names = (() => {
  const byProtocol = new Map<number, string[]>();
  for (const v of table) {
    if (!v.usesNetty || !release.test(v.minecraftVersion)) continue;
    byProtocol.set(v.version, [...(byProtocol.get(v.version) ?? []), v.minecraftVersion]);
  }
  // The table lists newest first.
  return new Map(
    [...byProtocol].map(([protocol, releases]) => {
      const newest = releases[0] as string;
      const oldest = releases.at(-1) as string;
      return [protocol, newest === oldest ? newest : `${oldest}–${newest}`];
    }),
  );
})();

/** The release name of a protocol number, or `protocol N` for snapshots and unknown numbers. */
export const releaseName = (protocol: number) => names.get(protocol) ?? `protocol ${protocol}`;
