import swagger from '@fastify/swagger';
import { apiBase } from '@palisade/contract';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI 3.1 document, generated from the contract's schemas, and its reference UI. */
export async function registerDocs(app: FastifyInstance, publicUrl: string) {
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
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { url: `${apiBase}/openapi.json`, title: 'Palisade API' },
  });
}
