import { z } from './zod.ts';

export const DependencyStatusSchema = z.enum(['ok', 'down']);
export type DependencyStatus = z.infer<typeof DependencyStatusSchema>;

/**
 * Each dependency, `redis` only when configured. 'ok' when all answer; 'degraded' when only Redis is down
 * (200: the limits count in the database meanwhile); 'down' when the database is (503).
 */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: DependencyStatusSchema,
  redis: DependencyStatusSchema.optional(),
});
export type Health = z.infer<typeof HealthSchema>;
