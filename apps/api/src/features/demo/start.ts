import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DemoBackend, startDemoBackend, startSimulator } from '@palisade/demo';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Deps } from '../../deps';
import { replaceAllowedBackends } from '../../shared/allowed-backends';
import { writePrivateFile } from '../../shared/private-files';
import { hashPassword } from '../account/passwords';
import { countUsers, insertUser } from '../account/queries';
import { startSession } from '../account/sessions';
import { findSet } from '../backend-sets/queries';
import { markVerified } from '../domains/queries';
import { countNetworks } from '../networks/queries';

/** `*.localhost` resolves to this machine (RFC 6761), so a local Minecraft client can join too. */
export const demoHosts = ['demo.palisade.localhost', 'survival.demo.palisade.localhost'];
const demoEmail = 'demo@palisade.localhost';
const threshold = 20;

interface DemoState {
  email: string;
  password: string;
  userId: number;
  networkId: number;
  setId: number;
}

/** The API as the demo's owner would call it: the same routes, validation and limits. */
function apiAs(app: FastifyInstance, token: string) {
  return async <T>(method: 'POST' | 'PATCH', url: string, payload: object): Promise<T> => {
    const reply = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    if (reply.statusCode >= 300) throw new Error(`demo: ${method} ${url}: ${reply.body}`);
    return (reply.json() as { data: T }).data;
  };
}

async function isEmpty(deps: Deps) {
  return (await countUsers(deps.db)) === 0 && (await countNetworks(deps.db)) === 0;
}

/**
 * The demo's backend listens on loopback, which backends may not use unless the operator allows
 * it: the demo allows exactly its own server's address and port at the in-process edge's
 * location, and takes back the one of its previous start.
 */
async function allowDemoBackend(deps: Deps, backend: DemoBackend, state: DemoState | null) {
  const set = state ? await findSet(deps.db, state.networkId, state.setId) : undefined;
  await replaceAllowedBackends(
    deps.db,
    deps.config.edge.location,
    set?.backends ?? [],
    `127.0.0.1:${backend.port}`,
  );
}

/** Creates the demo account and its network, set and domains through the API. */
async function seed(deps: Deps, app: FastifyInstance, backend: DemoBackend): Promise<DemoState> {
  const password = randomBytes(12).toString('base64url');
  const user = await insertUser(deps.db, {
    email: demoEmail,
    firstname: 'Demo',
    lastname: 'Operator',
    passwordHash: await hashPassword(password),
    activatedAt: new Date(),
  });
  if (!user) throw new Error('demo: account insert returned nothing');
  const api = apiAs(app, (await startSession(deps.db, deps.secrets.jwt, user.id)).token);
  const network = await api<{ id: number }>('POST', '/networks', { name: 'Demo network' });
  await api('PATCH', `/networks/${network.id}`, { connections_per_second_threshold: threshold });
  const set = await api<{ id: number }>('POST', `/networks/${network.id}/backendSets`, {
    name: 'Demo server',
    backends: [`127.0.0.1:${backend.port}`],
    proxy_protocol: true,
  });
  for (const name of demoHosts) {
    const domain = await api<{ id: number }>('POST', `/networks/${network.id}/domains`, {
      name,
      backend_set_id: set.id,
    });
    await markVerified(deps.db, domain.id);
  }
  return { email: demoEmail, password, userId: user.id, networkId: network.id, setId: set.id };
}

/**
 * The live demo of `npm start`: on an empty embedded database, a demo account whose network
 * routes two `*.palisade.localhost` domains through the in-process edge to an in-process
 * Minecraft server, and simulated players. Later starts bring the server and players back
 * (the state is in `DATA_DIR/demo.json`, mode 0600). Answers null when there is no demo.
 */
export async function startDemo(deps: Deps, app: FastifyInstance, edgePort: number, log: Logger) {
  const file = path.join(deps.config.dataDir, 'demo.json');
  let state = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as DemoState,
    () => null,
  );
  if (!state && !(await isEmpty(deps))) return null;
  const backend = await startDemoBackend();
  await allowDemoBackend(deps, backend, state);
  if (!state) {
    state = await seed(deps, app, backend);
    await writePrivateFile(file, JSON.stringify(state));
  } else {
    // The server has a new port on every start; the demo's set follows it.
    const api = apiAs(app, (await startSession(deps.db, deps.secrets.jwt, state.userId)).token);
    await api('PATCH', `/networks/${state.networkId}/backendSets/${state.setId}`, {
      backends: [`127.0.0.1:${backend.port}`],
      proxy_protocol: true,
    }).catch((error: Error) => log.warn(`demo: ${error.message}`));
  }
  log.info(
    `Demo account: ${state.email} / ${state.password} (made on first start because the database was empty; PALISADE_DEMO=0 turns the demo off). Join with a Minecraft client at ${demoHosts[0]}:${edgePort}.`,
  );
  const simulator = startSimulator({
    edgePort,
    hosts: demoHosts,
    threshold,
    log: { info: (m) => log.info(m), debug: (m) => log.debug(m) },
  });
  return {
    async stop() {
      simulator.stop();
      backend.close();
    },
  };
}
