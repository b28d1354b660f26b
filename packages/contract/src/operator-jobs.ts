import { z } from './zod.ts';

/**
 * The console's view of the job queue (reminders, review invitations, hosts' digests and their scans): GET
 * /api/operator/jobs. Ours; staff only.
 */

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What each state means to the operator. */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: 'Queued',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const JOBS_LIMIT = 100;

export const JobsQuerySchema = z.object({
  /** Only the latest jobs in this state. */
  state: z.enum(JOB_STATES, { error: `The state is one of ${JOB_STATES.join(', ')}.` }).optional(),
});

const QueueCountsSchema = z.object({
  name: z.string(),
  created: z.number().int(),
  retry: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
});

export const JobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The job's singleton key ('reminder:12:...'): what it is about. */
  key: z.string().nullable(),
  state: z.enum(JOB_STATES),
  /** Tries after the first so far, and the most it may take. */
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  lastError: z.string().nullable(),
  createdOn: z.string(),
  startAfter: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobsOverviewSchema = z.object({
  /** Every queue, with its jobs counted by state (finished jobs are kept a week). */
  queues: z.array(QueueCountsSchema),
  /** The latest jobs, newest first (of one state, when asked), at most JOBS_LIMIT. */
  jobs: z.array(JobSchema),
});
export type JobsOverview = z.infer<typeof JobsOverviewSchema>;
