import { createRequire } from 'node:module';

interface ProtocolVersion {
  minecraftVersion: string;
  version: number;
  usesNetty?: boolean;
  releaseType?: string;
}

/** Releases are plain numbers ("1.8.9", "26.1"); snapshots, pre-releases and candidates are not. */
const release = /^\d+\.\d+(\.\d+)?$/;

// minecraft-data keeps the tables of every Java and Bedrock release and its protocol number.
const load = (edition: 'pc' | 'bedrock') =>
  createRequire(import.meta.url)(
    `minecraft-data/minecraft-data/data/${edition}/common/protocolVersions.json`,
  ) as ProtocolVersion[];

/**
 * Protocol number → release name. Several releases can share a protocol (1.21 and 1.21.1 are
 * both 767): the name then spans the oldest to the newest, "1.21–1.21.1". Java only since the
 * Netty rewrite (1.7), the only releases the edge can talk to.
 */
function names(table: ProtocolVersion[]) {
  const byProtocol = new Map<number, string[]>();
  for (const v of table) {
    if (v.usesNetty === false || !release.test(v.minecraftVersion)) continue;
    byProtocol.set(v.version, [...(byProtocol.get(v.version) ?? []), v.minecraftVersion]);
  }
  // The tables list newest first.
  return new Map(
    [...byProtocol].map(([protocol, releases]) => {
      const newest = releases[0] as string;
      const oldest = releases.at(-1) as string;
      return [protocol, newest === oldest ? newest : `${oldest}–${newest}`];
    }),
  );
}
const java = names(load('pc'));
const bedrock = names(load('bedrock'));

/**
 * The release name of a `by_protocol` key: a Java protocol number ("1.21–1.21.1"), or a Bedrock
 * one as `bedrock:N` ("Bedrock 1.21.50"); `protocol N` for snapshots and unknown numbers.
 */
export function releaseName(key: string): string {
  if (key.startsWith('bedrock:')) {
    const protocol = Number(key.slice(8));
    return `Bedrock ${bedrock.get(protocol) ?? `protocol ${protocol}`}`;
  }
  return java.get(Number(key)) ?? `protocol ${key}`;
}
