/**
 * The releases the limbo speaks, by protocol number: each one `minecraft-protocol` supports from
 * 1.8.8 to 1.21.4, with the other releases that share its protocol number. The first name is the
 * data set the limbo loads (`minecraft-data`); every name is offered as a known `minecraft:core`
 * pack on 1.20.5+. Kept as a literal table so that asking whether a protocol is covered costs
 * nothing; `releases.test.ts` holds it against the libraries' own tables.
 */
export const limboReleases: Readonly<Record<number, readonly string[]>> = {
  47: ['1.8.8', '1.8', '1.8.1', '1.8.2', '1.8.3', '1.8.4', '1.8.5', '1.8.6', '1.8.7', '1.8.9'],
  110: ['1.9.4', '1.9.3'],
  210: ['1.10.2', '1.10', '1.10.1'],
  316: ['1.11.2', '1.11.1'],
  340: ['1.12.2'],
  404: ['1.13.2'],
  498: ['1.14.4'],
  578: ['1.15.2'],
  754: ['1.16.5', '1.16.4'],
  756: ['1.17.1'],
  758: ['1.18.2'],
  759: ['1.19'],
  760: ['1.19.2', '1.19.1'],
  761: ['1.19.3'],
  762: ['1.19.4'],
  763: ['1.20.1', '1.20'],
  764: ['1.20.2'],
  765: ['1.20.4', '1.20.3'],
  766: ['1.20.6', '1.20.5'],
  767: ['1.21.1', '1.21'],
  768: ['1.21.3', '1.21.2'],
  769: ['1.21.4'],
};

/** Protocol numbers of features the limbo's flow depends on. */
export const protocols = {
  /** 1.9: teleports carry an id the client confirms. */
  teleportConfirm: 107,
  /** 1.17: chunk section masks are bit sets; an empty full column is no longer "unload". */
  sectionMasks: 755,
  /** 1.16: Login Success carries the UUID as 16 bytes, not as text. */
  binaryUuid: 735,
  /** 1.12.2: keep-alive ids are 64-bit. */
  longKeepAlive: 340,
  /** 1.13: plugin channels are namespaced (`minecraft:brand`, not `MC|Brand`). */
  namespacedChannels: 393,
  /** 1.20.2: a configuration state between login and play. */
  configuration: 764,
  /** 1.20.3: the client waits for the "start waiting for level chunks" game event. */
  waitForChunks: 765,
  /** 1.20.5: known packs, per-registry data, and the Transfer packet. */
  transfer: 766,
} as const;
