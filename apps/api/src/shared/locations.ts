import { seal } from '../crypto';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import {
  firstLocation,
  insertLocation,
  type LocationRow,
  locationById,
} from '../features/admin/queries';
import { wireguardKeyPair } from './wireguard';

/** The named location, or the first one when none is named. */
export async function findLocation(db: Db, id: string | undefined): Promise<LocationRow> {
  const row = id ? await locationById(db, id) : await firstLocation(db);
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
  if (await firstLocation(db)) return;
  const keys = wireguardKeyPair();
  await insertLocation(db, {
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
  });
}
