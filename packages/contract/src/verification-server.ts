import { z } from 'zod';
import { networkParams, timestamps } from './common';
import { defineRoute } from './route';

/** The verification server's checks, as customers set them and the edge enforces them. */
export const verificationSettings = z.object({
  mode: z
    .enum(['always', 'under_attack'])
    .meta({ description: 'Check every login, or only during an attack.' }),
  ping_check: z
    .boolean()
    .meta({ description: 'Accept logins only from addresses that pinged first.' }),
  reconnect_check: z
    .boolean()
    .meta({ description: 'Refuse the first login of an unknown address; allow it on reconnect.' }),
  world_check: z.boolean().meta({
    description:
      'Hold a new player in an empty world for a moment: a real game client falls, confirms and answers; a bot usually does not.',
  }),
  whitelist_seconds: z.number().int().min(0).max(604_800),
  kick_message: z.string().trim().min(1).max(512),
});

export const verificationServer = verificationSettings
  .extend(timestamps)
  .meta({ id: 'VerificationServer' });

const tags = ['Verification server'] as const;

export const verificationServerRoutes = {
  getVerificationServer: defineRoute({
    method: 'GET',
    path: '/networks/:id/verificationserver',
    auth: 'user',
    scope: 'network',
    permission: 'read_network',
    summary: "The network's anti-bot check, or null when it has none",
    tags,
    params: networkParams,
    reply: verificationServer.nullable(),
  }),
  createVerificationServer: defineRoute({
    method: 'POST',
    path: '/networks/:id/verificationserver',
    auth: 'user',
    scope: 'network',
    permission: 'update_network',
    summary: 'Turn the anti-bot check on',
    tags,
    successStatus: 201,
    params: networkParams,
    body: verificationSettings.extend({
      mode: verificationSettings.shape.mode.default('always'),
      ping_check: z.boolean().default(true),
      reconnect_check: z.boolean().default(false),
      world_check: z.boolean().default(true),
      whitelist_seconds: verificationSettings.shape.whitelist_seconds.default(3600),
      kick_message: verificationSettings.shape.kick_message.default(
        'Please reconnect to verify you are not a bot.',
      ),
    }),
    reply: verificationServer,
  }),
  updateVerificationServer: defineRoute({
    method: 'PATCH',
    path: '/networks/:id/verificationserver',
    auth: 'user',
    scope: 'network',
    permission: 'update_network',
    summary: 'Change the anti-bot check',
    tags,
    params: networkParams,
    body: verificationSettings.partial(),
    reply: verificationServer,
  }),
  deleteVerificationServer: defineRoute({
    method: 'DELETE',
    path: '/networks/:id/verificationserver',
    auth: 'user',
    scope: 'network',
    permission: 'update_network',
    summary: 'Turn the anti-bot check off',
    tags,
    params: networkParams,
    reply: z.object({ deleted: z.boolean() }),
  }),
} as const;
