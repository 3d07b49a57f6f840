import swagger from '@fastify/swagger';
import { apiBase } from '@palisade/contract';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { inlineScriptHashes } from './script-hashes';

/** The OpenAPI 3.1 document, generated from the contract's schemas, and its reference UI. */
export async function registerDocs(app: FastifyInstance, publicUrl: string, scriptHosts: string[]) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Palisade API',
        version: '1.0.0',
        description:
          'Every reply is an envelope: `{"status": 0, "data": …}` on success, ' +
          '`{"status": <http code>, "code", "error", "message", "details"?}` on failure.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          edgeToken: { type: 'apiKey', in: 'header', name: 'X-Edge-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(`${apiBase}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  // The reference page bootstraps with inline scripts: they run by their hashes, on this
  // page only, like the dashboard's.
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof payload !== 'string' || !type.startsWith('text/html')) return payload;
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      const sources = ["'self'", ...inlineScriptHashes(payload), ...scriptHosts].join(' ');
      reply.header(
        'content-security-policy',
        policy.replace(/script-src [^;]*/, `script-src ${sources}`),
      );
      return payload;
    });
    await docs.register(scalar, {
      routePrefix: '/api/docs',
      configuration: { url: `${apiBase}/openapi.json`, title: 'Palisade API' },
    });
  });
}
