import { z } from './zod.ts';
import { inputObject, multiLineText } from './text.ts';
import { pageOf, pageParam, searchParam } from './operator.ts';

/**
 * The operator's console, area "requests": the inbox of the home page's request-info form, with its
 * status, assignee, notes and emailed replies, and the newsletter sign-ups with their CSV export.
 */

export const REQUEST_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

export const REQUEST_LIMITS = { notes: 5000, reply: 10_000 } as const;

const STATUS_MESSAGE = 'Choose a status: new, in progress, answered or closed.';
const ASSIGNEE_MESSAGE = 'The assignee must be me, none or a staff id.';
const ID_MESSAGE = 'The id must be a whole number.';

const requestStatus = z.enum(REQUEST_STATUSES, { error: STATUS_MESSAGE });
const staffId = z
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .min(1, { error: ID_MESSAGE })
  .max(2_147_483_647, { error: ID_MESSAGE });

/** GET /api/operator/requests: `assignee` is `me`, `none` or a staff user's id. */
export const RequestsQuerySchema = inputObject({
  q: searchParam(),
  status: requestStatus.optional(),
  assignee: z
    .string({ error: ASSIGNEE_MESSAGE })
    .regex(/^(me|none|[1-9]\d{0,9})$/, { error: ASSIGNEE_MESSAGE })
    .optional(),
  page: pageParam(),
});
export type RequestsQuery = z.infer<typeof RequestsQuerySchema>;

export const RequestAssigneeSchema = z.object({ id: z.number().int(), username: z.string() }).nullable();

export const RequestSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  city: z.string(),
  countryCode: z.string(),
  /** The start of the message, for the list. */
  excerpt: z.string(),
  status: requestStatus,
  assignee: RequestAssigneeSchema,
  replyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RequestSummary = z.infer<typeof RequestSummarySchema>;
export const RequestsPageSchema = pageOf(RequestSummarySchema);
export type RequestsPage = z.infer<typeof RequestsPageSchema>;

export const RequestReplyEntrySchema = z.object({
  id: z.number().int(),
  staffUsername: z.string(),
  body: z.string(),
  sentAt: z.string(),
});
export type RequestReplyEntry = z.infer<typeof RequestReplyEntrySchema>;

/** GET /api/operator/requests/:id: every field of the form, decoded, and how the staff handle it. */
export const RequestDetailSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  /** The country's name, or the code if the list does not know it. */
  country: z.string(),
  city: z.string(),
  referralSource: z.object({ value: z.number().int(), label: z.string() }),
  ageCertified: z.boolean(),
  requestContent: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: requestStatus,
  assignee: RequestAssigneeSchema,
  notes: z.string(),
  replies: z.array(RequestReplyEntrySchema),
});
export type RequestDetail = z.infer<typeof RequestDetailSchema>;

/** PATCH /api/operator/requests/:id: any of the three; at least one. `assigneeId: null` unassigns. */
export const RequestUpdateSchema = inputObject({
  status: requestStatus.optional(),
  assigneeId: staffId.nullable().optional(),
  notes: multiLineText()
    .max(REQUEST_LIMITS.notes, { error: `Notes should be at most ${REQUEST_LIMITS.notes} characters.` })
    .optional(),
}).refine((update) => update.status !== undefined || update.assigneeId !== undefined || update.notes !== undefined, {
  error: 'Change the status, the assignee or the notes.',
});
export type RequestUpdate = z.infer<typeof RequestUpdateSchema>;

const REPLY_REQUIRED = 'Write the reply.';
/** POST /api/operator/requests/:id/replies */
export const RequestReplySchema = inputObject({
  body: multiLineText(REPLY_REQUIRED)
    .trim()
    .min(1, { error: REPLY_REQUIRED })
    .max(REQUEST_LIMITS.reply, { error: `A reply should be at most ${REQUEST_LIMITS.reply} characters.` }),
});
export type RequestReply = z.infer<typeof RequestReplySchema>;

// Sign-ups ------------------------------------------------------------------------------------------------

/** GET /api/operator/sign-ups */
export const SignUpsQuerySchema = inputObject({ q: searchParam(), page: pageParam() });
export type SignUpsQuery = z.infer<typeof SignUpsQuerySchema>;

export const SignUpRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  city: z.string(),
  referralSource: z.string(),
  signUpCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SignUpRow = z.infer<typeof SignUpRowSchema>;
export const SignUpsPageSchema = pageOf(SignUpRowSchema);
export type SignUpsPage = z.infer<typeof SignUpsPageSchema>;

/** The export's name for a day: `sign-ups-2026-11-24.csv`. */
export const signUpsFilename = (isoDate: string) => `sign-ups-${isoDate}.csv`;
