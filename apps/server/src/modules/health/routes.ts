import { API_PATHS } from '@trg/contract/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, type DependencyStatus, type Health } from '@trg/contract/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  async function databaseStatus(): Promise<DependencyStatus> {
    try {
      await app.database.ping();
      return 'ok';
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return 'down';
    }
  }

  // Commands fail at once while Redis is disconnected and time out when it hangs (see the rate-limit plugin).
  async function redisStatus(): Promise<DependencyStatus | undefined> {
    if (!app.redis) return undefined;
    try {
      await app.redis.ping();
      return 'ok';
    } catch {
      return 'down';
    }
  }

  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and each dependency: 503 when the database is down, degraded when only Redis is',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([databaseStatus(), redisStatus()]);
      const status: Health['status'] = database === 'down' ? 'down' : redis === 'down' ? 'degraded' : 'ok';
      const health: Health = { status, database, ...(redis ? { redis } : {}) };
      return reply.code(status === 'down' ? 503 : 200).send(health);
    },
  );
};
