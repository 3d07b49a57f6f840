import { readAllowedRanges } from '@palisade/address-policy';
import type { AdminLocation, CreateLocationBody, UpdateLocationBody } from '@palisade/contract';
import { seal } from '../../crypto';
import type { Db } from '../../db/client';
import { AppError, FieldError, notFound } from '../../errors';
import { wireguardKeyPair } from '../../shared/wireguard';
import { type Actor, recordAudit } from './audit';
import {
  bedrockPortsAt,
  deleteLocationRow,
  insertLocation,
  isKnownCountry,
  type LocationRow,
  listLocations,
  locationById,
  locationCounts,
  locationUsers,
  updateLocationRow,
} from './queries';

async function toAdminLocation(db: Db, row: LocationRow): Promise<AdminLocation> {
  const counts = await locationCounts(db, row.id);
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    address: row.publicAddress,
    country: row.country,
    bedrock_ports: { first: row.bedrockPortMin, last: row.bedrockPortMax },
    tunnel_ports: { first: row.tunnelPortMin, last: row.tunnelPortMax },
    wireguard_port: row.wireguardPort,
    wireguard_public_key: row.wireguardPublicKey,
    subnet: row.tunnelSubnet,
    allowed_backends: row.allowedBackends,
    bedrock_tunnels: counts.bedrockTunnels,
    tunnels: counts.tunnels,
    edges: counts.edges,
    created_at: row.createdAt.toISOString(),
  };
}

export async function adminLocations(db: Db): Promise<AdminLocation[]> {
  const rows = await listLocations(db);
  return Promise.all(rows.map((row) => toAdminLocation(db, row)));
}

/** Ranges as typed, in their canonical form; a text that is none is a 400 naming it. */
export function allowedRanges(texts: string[]): string[] {
  const { ranges, bad } = readAllowedRanges(texts);
  if (bad.length > 0)
    throw new FieldError(
      'allowed_backends',
      `Not a range: ${bad.join(', ')} (use 10.0.0.0/8, 192.168.1.5 or 127.0.0.1:25566).`,
    );
  return ranges;
}

/** A country the DNS can place: one of ISO 3166's, or null. */
async function checkCountry(db: Db, country: string | null | undefined) {
  if (country && !(await isKnownCountry(db, country)))
    throw new FieldError('country', `No country ${country} in ISO 3166 (use DE, US, …).`);
}

async function findRow(db: Db, id: string) {
  const row = await locationById(db, id);
  if (!row) throw notFound(`No location ${id}.`);
  return row;
}

export async function createLocation(
  db: Db,
  dataKey: string,
  input: CreateLocationBody,
  actor: Actor,
): Promise<AdminLocation> {
  const allowed = allowedRanges(input.allowed_backends);
  const keys = wireguardKeyPair();
  return db.transaction(async (tx) => {
    await checkCountry(tx, input.country);
    const row = await insertLocation(tx, {
      id: input.id,
      name: input.name,
      region: input.region,
      publicAddress: input.address,
      country: input.country,
      bedrockPortMin: input.bedrock_ports.first,
      bedrockPortMax: input.bedrock_ports.last,
      tunnelPortMin: input.tunnel_ports.first,
      tunnelPortMax: input.tunnel_ports.last,
      wireguardPort: input.wireguard_port,
      wireguardPublicKey: keys.publicKey,
      wireguardPrivateKeySealed: seal(keys.privateKey, dataKey),
      tunnelSubnet: input.subnet,
      allowedBackends: allowed,
    });
    if (!row) throw new AppError(409, 'DUPLICATE', `A location ${input.id} exists already.`);
    await recordAudit(tx, actor, 'location.create', row.id, {
      ...input,
      allowed_backends: allowed,
    });
    return toAdminLocation(tx, row);
  });
}

export async function updateLocation(
  db: Db,
  id: string,
  input: UpdateLocationBody,
  actor: Actor,
): Promise<AdminLocation> {
  const allowed = input.allowed_backends && allowedRanges(input.allowed_backends);
  return db.transaction(async (tx) => {
    await findRow(tx, id);
    await checkCountry(tx, input.country);
    const ports = input.bedrock_ports;
    if (ports) {
      // Tunnels keep their ports: a range that leaves one out would strand its players.
      const outside = (await bedrockPortsAt(tx, id)).filter(
        (t) => t.port < ports.first || t.port > ports.last,
      );
      if (outside.length > 0)
        throw new AppError(
          409,
          'IN_USE',
          `Bedrock tunnels at ${id} use ports outside ${ports.first}-${ports.last}: ${outside.map((t) => t.port).join(', ')}.`,
        );
    }
    const row = await updateLocationRow(tx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.region === undefined ? {} : { region: input.region }),
      ...(input.address === undefined ? {} : { publicAddress: input.address }),
      ...(input.country === undefined ? {} : { country: input.country }),
      ...(ports ? { bedrockPortMin: ports.first, bedrockPortMax: ports.last } : {}),
      ...(allowed === undefined ? {} : { allowedBackends: allowed }),
    });
    if (!row) throw notFound(`No location ${id}.`);
    await recordAudit(tx, actor, 'location.update', id, {
      ...input,
      ...(allowed === undefined ? {} : { allowed_backends: allowed }),
    });
    return toAdminLocation(tx, row);
  });
}

/** What keeps a location from going: its Bedrock tunnels' networks and its tunnels' owners. */
async function usersOf(db: Db, id: string): Promise<string[]> {
  const { bedrock, wireguard } = await locationUsers(db, id);
  return [
    ...bedrock.map((b) => `Bedrock tunnel "${b.tunnel}" of network "${b.network}"`),
    ...wireguard.map((t) => `tunnel "${t.tunnel}" of ${t.owner}`),
  ];
}

export async function removeLocation(db: Db, id: string, actor: Actor) {
  return db.transaction(async (tx) => {
    await findRow(tx, id);
    const using = await usersOf(tx, id);
    if (using.length > 0)
      throw new AppError(
        409,
        'IN_USE',
        `Networks and tunnels still use ${id}: ${using.join('; ')}. Move or delete them first.`,
      );
    await deleteLocationRow(tx, id);
    await recordAudit(tx, actor, 'location.remove', id);
    return { id };
  });
}
