import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND } from '@trg/contract/brand';

/** The OpenAPI document, generated from the routes' zod schemas, served at /api/docs. */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${BRAND.name} API`, version: '1.0.0', description: BRAND.tagline },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
