import minecraftData from 'minecraft-data';
import mc from 'minecraft-protocol';
import { describe, expect, it } from 'vitest';
import { limboSupports } from './index';
import { limboReleases } from './releases';

describe('the releases the limbo speaks', () => {
  it("are every release minecraft-protocol supports from 1.8.8 to 1.21.4, by minecraft-data's numbers", () => {
    const inRange = mc.supportedVersions
      .map((release) => ({ release, protocol: minecraftData(release)?.version.version ?? 0 }))
      .filter(({ protocol }) => protocol >= 47 && protocol <= 769);
    for (const { release, protocol } of inRange) {
      expect(limboSupports(protocol)).toBe(true);
      expect(limboReleases[protocol]).toContain(release);
    }
    expect(Object.keys(limboReleases).map(Number)).toEqual(
      [...new Set(inRange.map((r) => r.protocol))].sort((a, b) => a - b),
    );
  });

  it('name releases of their protocol number only', () => {
    const known = minecraftData.versionsByMinecraftVersion.pc;
    for (const [protocol, names] of Object.entries(limboReleases))
      for (const name of names) expect(known[name]?.version).toBe(Number(protocol));
  });

  it('leave out what the limbo does not speak', () => {
    for (const protocol of [5, 46, 48, 335, 757, 770, 775])
      expect(limboSupports(protocol)).toBe(false);
  });
});
