import { z } from 'zod';
import { defineRoute } from './route';

/** A point of presence as the dashboard offers it: `id` is what a `location` field takes. */
export const location = z
  .object({ id: z.string(), name: z.string(), region: z.string() })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof location>;

export const locationRoutes = {
  listLocations: defineRoute({
    method: 'GET',
    path: '/locations',
    auth: 'user',
    summary:
      'Points of presence: where a Bedrock tunnel may live and what a DNS answer may be pinned to',
    tags: ['Locations'],
    reply: z.array(location),
  }),
} as const;
