import { asc, eq } from 'drizzle-orm';
import { seal } from '../crypto';
import type { Db } from '../db/client';
import { locations } from '../db/schema';
import { AppError } from '../errors';
import { wireguardKeyPair } from './wireguard';

export type LocationRow = typeof locations.$inferSelect;

export const toLocation = (row: LocationRow) => ({
  id: row.id,
  name: row.name,
  region: row.region,
  public_address: row.publicAddress,
});

export const listLocations = (db: Db) =>
  db.select().from(locations).orderBy(asc(locations.createdAt), asc(locations.id));

export async function locationById(db: Db, id: string): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row;
}

/** The named location, or the first one when none is named. */
export async function findLocation(db: Db, id: string | undefined): Promise<LocationRow> {
  const row = id ? await locationById(db, id) : (await listLocations(db).limit(1))[0];
  if (!row) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      id ? `location: no location "${id}" (see the locations list).` : 'No location is set up yet.',
    );
  }
  return row;
}

/**
 * A fresh install has one point of presence: this machine, at the host of PUBLIC_URL, so the
 * in-process edge has somewhere to serve. Operators add their own with `palisade location add`.
 */
export async function ensureDefaultLocation(db: Db, publicUrl: string, dataKey: string) {
  const existing = await listLocations(db).limit(1);
  if (existing.length > 0) return;
  const keys = wireguardKeyPair();
  await db
    .insert(locations)
    .values({
      id: 'local',
      name: 'Local edge',
      region: 'local',
      publicAddress: new URL(publicUrl).hostname,
      bedrockPortMin: 19132,
      bedrockPortMax: 19199,
      tunnelPortMin: 20000,
      tunnelPortMax: 20999,
      wireguardPort: 51820,
      wireguardPublicKey: keys.publicKey,
      wireguardPrivateKeySealed: seal(keys.privateKey, dataKey),
      tunnelSubnet: '10.77.0.0/16',
    })
    .onConflictDoNothing();
}
