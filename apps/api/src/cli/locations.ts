import { createLocationBody } from '@palisade/contract';
import { z } from 'zod';
import {
  adminLocations,
  createLocation,
  removeLocation,
  updateLocation,
} from '../features/admin/locations';
import { insertFilter, listFilters, updateFilter } from '../features/tunnels/queries/filters';
import { loadSecrets } from '../secrets';
import {
  cliActor,
  config,
  fail,
  failOptions,
  type Register,
  refusedOrDone,
  withDatabase,
} from './shared';

const portRange = z
  .string()
  .regex(/^\d{1,5}-\d{1,5}$/, 'use FIRST-LAST, e.g. 20000-20999')
  .transform((text) => text.split('-').map(Number) as [number, number])
  .refine(
    ([first, last]) => first >= 1 && first <= last && last <= 65535,
    'ports run 1–65535, first ≤ last',
  );

const filterName = z
  .string()
  .regex(/^[a-z0-9_]{2,40}$/, 'use 2–40 lower-case letters, digits or _');

const locationInput = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,32}$/, 'use 2–32 lower-case letters, digits or dashes'),
  name: z.string().trim().min(1).max(64),
  region: z.string().trim().min(1).max(64),
  address: createLocationBody.shape.address,
  country: createLocationBody.shape.country,
  bedrockPorts: portRange,
  tunnelPorts: portRange,
  wireguardPort: z.coerce.number().int().min(1).max(65535),
  subnet: z
    .string()
    .regex(/^(\d{1,3}\.){3}\d{1,3}\/(1[6-9]|2\d|30)$/, 'use an IPv4 block from /16 to /30'),
});

/** What `location set` changes. */
const locationChange = z.object({
  bedrockPorts: portRange.optional(),
  address: createLocationBody.shape.address.optional(),
  country: z
    .string()
    .transform((code) => (code.toLowerCase() === 'none' ? null : code))
    .pipe(createLocationBody.shape.country.unwrap())
    .optional(),
});

export const registerLocations: Register = (program) => {
  const location = program.command('location').description('points of presence edges serve');

  location
    .command('list')
    .description('list locations')
    .action(async () => {
      await withDatabase(async (db) => {
        const rows = await adminLocations(db);
        console.table(
          rows.map((l) => ({
            id: l.id,
            name: l.name,
            region: l.region,
            address: l.address,
            country: l.country ?? '',
            bedrock: `${l.bedrock_ports.first}-${l.bedrock_ports.last}`,
            tunnels: `${l.tunnel_ports.first}-${l.tunnel_ports.last}`,
            wireguard: l.wireguard_port,
            subnet: l.subnet,
            'allowed backends': l.allowed_backends.join(', '),
          })),
        );
      });
    });

  location
    .command('add')
    .description('add a location')
    .requiredOption('--id <id>')
    .requiredOption('--name <name>')
    .requiredOption('--region <region>')
    .requiredOption('--address <address>', 'public IP address or host name of its edges')
    .option('--country <code>', 'ISO 3166 code of where it stands (DNS answers it first there)')
    .option('--bedrock-ports <range>', 'UDP ports for Bedrock tunnels', '19132-19199')
    .option('--tunnel-ports <range>', 'public ports for WireGuard tunnels', '20000-20999')
    .option('--wireguard-port <port>', 'WireGuard listen port of its edges', '51820')
    .option('--subnet <cidr>', 'IPv4 block for tunnel inner addresses', '10.78.0.0/16')
    .option(
      '--allow-backends <ranges>',
      'comma-separated non-public ranges its backends may use (10.0.0.0/8, 127.0.0.1:25566)',
      '',
    )
    .action(async (opts: Record<string, string>) => {
      const input = locationInput.safeParse(opts);
      if (!input.success) failOptions(input.error);
      const cfg = config();
      await withDatabase(async (db) => {
        const secrets = await loadSecrets(cfg);
        const {
          id,
          name,
          region,
          address,
          country,
          bedrockPorts,
          tunnelPorts,
          wireguardPort,
          subnet,
        } = input.data;
        const row = await refusedOrDone(
          createLocation(
            db,
            secrets.dataKey,
            {
              id,
              name,
              region,
              address,
              country,
              bedrock_ports: { first: bedrockPorts[0], last: bedrockPorts[1] },
              tunnel_ports: { first: tunnelPorts[0], last: tunnelPorts[1] },
              wireguard_port: wireguardPort,
              subnet,
              allowed_backends: (opts.allowBackends ?? '').split(','),
            },
            cliActor(),
          ),
        );
        console.log(
          `Location ${id} added; its edges' WireGuard public key is ${row.wireguard_public_key}.`,
        );
      });
    });

  location
    .command('set')
    .description("change a location's Bedrock port range, address or country")
    .argument('<id>')
    .option('--bedrock-ports <range>', 'UDP ports for Bedrock tunnels, e.g. 19132-19199')
    .option('--address <address>', 'public IP address or host name of its edges')
    .option('--country <code>', 'ISO 3166 code of where it stands; none: no preference')
    .action(async (id: string, options: Record<string, string | undefined>) => {
      const input = locationChange.safeParse(options);
      if (!input.success) failOptions(input.error);
      const { bedrockPorts, address, country } = input.data;
      if (!bedrockPorts && address === undefined && country === undefined)
        fail('Give --bedrock-ports, --address, --country or more.');
      await withDatabase(async (db) => {
        const row = await refusedOrDone(
          updateLocation(
            db,
            id,
            {
              ...(bedrockPorts && {
                bedrock_ports: { first: bedrockPorts[0], last: bedrockPorts[1] },
              }),
              ...(address !== undefined && { address }),
              ...(country !== undefined && { country }),
            },
            cliActor(),
          ),
        );
        const said = [
          bedrockPorts &&
            `hands out Bedrock ports ${row.bedrock_ports.first}-${row.bedrock_ports.last}`,
          address !== undefined && `is at ${row.address}`,
          country !== undefined &&
            (row.country ? `stands in ${row.country}` : 'stands in no country'),
        ].filter(Boolean);
        console.log(`Location ${id} ${said.join(', ')}.`);
      });
    });

  location
    .command('allow-backends')
    .description(
      'let backends at a location use these non-public ranges (game servers on its private network); none: public addresses only',
    )
    .argument('<id>')
    .argument(
      '[ranges...]',
      'CIDR (10.0.0.0/8), address (192.168.1.5) or address:port (127.0.0.1:25566)',
    )
    .action(async (id: string, texts: string[]) => {
      await withDatabase(async (db) => {
        const row = await refusedOrDone(
          updateLocation(
            db,
            id,
            { allowed_backends: texts.flatMap((t) => t.split(',')) },
            cliActor(),
          ),
        );
        const ranges = row.allowed_backends;
        console.log(
          ranges.length > 0
            ? `Backends at ${id} may use ${ranges.join(', ')} besides public addresses.`
            : `Backends at ${id} must be public addresses.`,
        );
      });
    });

  location
    .command('remove')
    .description('remove a location no tunnel uses')
    .argument('<id>')
    .action(async (id: string) => {
      await withDatabase(async (db) => {
        await refusedOrDone(removeLocation(db, id, cliActor()));
        console.log(`Location ${id} removed.`);
      });
    });

  const filter = program.command('filter').description('what tunnel port rules can let through');

  filter
    .command('list')
    .description('list tunnel filters')
    .action(async () => {
      await withDatabase(async (db) => {
        console.table(await listFilters(db));
      });
    });

  filter
    .command('add')
    .description('add a tunnel filter')
    .requiredOption('--name <internal>', 'internal name, e.g. rust_game')
    .requiredOption('--label <human>', 'name customers see')
    .requiredOption('--protocol <protocol>', 'tcp, udp or both')
    .option('--description <text>', 'what it lets through', '')
    .option('--ports <range>', 'the ports this traffic usually uses, e.g. 28015-28016', '1-65535')
    .action(async (opts: Record<string, string>) => {
      const input = z
        .object({
          name: filterName,
          label: z.string().trim().min(1).max(64),
          protocol: z.enum(['tcp', 'udp', 'both']),
          description: z.string().max(200),
          ports: portRange,
        })
        .safeParse(opts);
      if (!input.success) failOptions(input.error);
      await withDatabase(async (db) => {
        const row = await insertFilter(db, {
          internalName: input.data.name,
          humanName: input.data.label,
          protocol: input.data.protocol,
          description: input.data.description,
          startPort: input.data.ports[0],
          endPort: input.data.ports[1],
        });
        if (!row) fail(`A filter ${input.data.name} exists already.`);
        console.log(`Filter ${row.id} (${row.internalName}) added.`);
      });
    });

  filter
    .command('set')
    .description("change a tunnel filter's usual ports, or withdraw it from new port rules")
    .argument('<name>', 'internal name')
    .option('--ports <range>', 'the ports this traffic usually uses, e.g. 28015-28016')
    .option('--active <on|off>', 'off: new port rules cannot take it; rules that have it keep it')
    .action(async (name: string, opts: Record<string, string | undefined>) => {
      const input = z
        .object({
          name: filterName,
          ports: portRange.optional(),
          active: z.enum(['on', 'off']).optional(),
        })
        .safeParse({ name, ...opts });
      if (!input.success) failOptions(input.error);
      const { ports, active } = input.data;
      if (!ports && !active) fail('Give --ports, --active or both.');
      await withDatabase(async (db) => {
        const row = await updateFilter(db, name, {
          ...(ports ? { startPort: ports[0], endPort: ports[1] } : {}),
          ...(active ? { isActive: active === 'on' } : {}),
        });
        if (!row) fail(`No filter ${name}.`);
        console.log(
          `Filter ${row.internalName}: ports ${row.startPort}-${row.endPort}, ${row.isActive ? 'offered to new rules' : 'withdrawn from new rules'}.`,
        );
      });
    });
};
