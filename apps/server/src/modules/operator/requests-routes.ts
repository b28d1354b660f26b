import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { OPERATOR_PAGE_SIZE } from '@trg/contract/operator';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { countryName } from '@trg/contract/lists/countries';
import { REFERRAL_SOURCES } from '@trg/contract/lists/options';
import {
  REQUEST_STATUS_LABELS,
  RequestDetailSchema,
  RequestReplySchema,
  RequestsPageSchema,
  RequestsQuerySchema,
  RequestUpdateSchema,
  type RequestDetail,
} from '@trg/contract/operator-requests';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { accountUsernameSql, isStaffAccount } from '../accounts/index.ts';
import { findInfoRequest, lockInfoRequest, recordInfoRequestReply, searchInfoRequests, updateInfoRequest } from '../contact/index.ts';
import { enqueueEmail } from '../email/index.ts';
import { staffCommand } from './audit.ts';
import { replyEmail } from './requests-email.ts';
import { likePattern } from './routes.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const EXCERPT_LENGTH = 140;

export const referralLabel = (value: number) => REFERRAL_SOURCES.find((source) => source.value === value)?.label ?? String(value);

/** The request with everything the console shows of it, or 404. */
async function loadRequest(db: Db, id: number): Promise<RequestDetail> {
  const row = await findInfoRequest(db, id, accountUsernameSql);
  if (!row) throw notFound('There is no such request.');
  const { request, replies } = row;
  return {
    id: request.id,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    countryCode: request.countryCode,
    country: countryName(request.countryCode) ?? request.countryCode,
    city: request.city,
    referralSource: { value: request.referralSource, label: referralLabel(request.referralSource) },
    ageCertified: request.ageCertified,
    requestContent: request.requestContent,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    status: request.status,
    assignee:
      request.assigneeId !== null && row.assigneeUsername !== null ? { id: request.assigneeId, username: row.assigneeUsername } : null,
    notes: request.notes,
    replies: replies.map((reply) => ({
      id: reply.id,
      staffUsername: reply.staffUsername,
      body: reply.body,
      sentAt: reply.sentAt.toISOString(),
    })),
  };
}

/** What an audit entry keeps of a request's handling. */
const handling = (request: { status: string; assigneeId: number | null; notes: string }) => ({
  status: request.status,
  assigneeId: request.assigneeId,
  notes: request.notes,
});

/**
 * The request-info inbox: list and search, one request, its handling (status, assignee, notes) and
 * the replies the staff email to the requester. Changes go through `staffCommand`, so each is in the audit log.
 */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATOR_API_PATHS.requests,
    {
      schema: {
        tags: ['operator'],
        summary:
          'Requests for information, newest first: search name, email, city and text; filter by status and assignee (me, none or an id)',
        security: [{ token: [] }],
        querystring: RequestsQuerySchema,
        response: { 200: RequestsPageSchema, 400: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const { q, status, assignee, page } = request.query;
      const { rows, count } = await searchInfoRequests(
        app.db,
        {
          pattern: q ? likePattern(q) : undefined,
          status,
          assignee: assignee === 'none' ? 'none' : assignee === 'me' ? currentUser(request).id : assignee ? Number(assignee) : undefined,
          limit: OPERATOR_PAGE_SIZE,
          offset: (page - 1) * OPERATOR_PAGE_SIZE,
        },
        accountUsernameSql,
      );
      return {
        results: rows.map(({ request: row, assigneeUsername, replies }) => ({
          id: row.id,
          name: `${row.firstName} ${row.lastName}`,
          email: row.email,
          city: row.city,
          countryCode: row.countryCode,
          excerpt: row.requestContent.length > EXCERPT_LENGTH ? `${row.requestContent.slice(0, EXCERPT_LENGTH - 1)}…` : row.requestContent,
          status: row.status,
          assignee: row.assigneeId !== null && assigneeUsername !== null ? { id: row.assigneeId, username: assigneeUsername } : null,
          replyCount: Number(replies ?? 0),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
        count,
        page,
        pageSize: OPERATOR_PAGE_SIZE,
      };
    },
  );

  app.get(
    OPERATOR_API_PATHS.request,
    {
      schema: {
        tags: ['operator'],
        summary: 'One request for information: the form decoded, its status, assignee, notes and replies',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        response: { 200: RequestDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request) => loadRequest(app.db, request.params.id),
  );

  app.patch(
    OPERATOR_API_PATHS.request,
    {
      schema: {
        tags: ['operator'],
        summary: "Changes a request's status, assignee (a staff id, or null) or notes; written in the audit log with before and after",
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: RequestUpdateSchema,
        response: { 200: RequestDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const update = request.body;
      await staffCommand(app.db, request, async (tx, audit) => {
        const before = await lockInfoRequest(tx, id);
        if (!before) throw notFound('There is no such request.');
        if (update.assigneeId !== undefined && update.assigneeId !== null) {
          if (!(await isStaffAccount(tx, update.assigneeId)))
            throw badRequest('Assign the request to a member of staff.', { assigneeId: 'Choose a member of staff.' });
        }
        const after = await updateInfoRequest(tx, id, {
          ...(update.status !== undefined ? { status: update.status } : {}),
          ...(update.assigneeId !== undefined ? { assigneeId: update.assigneeId } : {}),
          ...(update.notes !== undefined ? { notes: update.notes } : {}),
        });
        if (!after) throw notFound('There is no such request.');
        const changed = (['status', 'assigneeId', 'notes'] as const).filter((key) => before[key] !== after[key]);
        await audit({
          action: 'request.update',
          subjectType: 'request',
          subjectId: id,
          summary: changed.length
            ? `Request ${id} from ${before.firstName} ${before.lastName}: ${changed
                .map((key) =>
                  key === 'status' ? `status ${REQUEST_STATUS_LABELS[after.status]}` : key === 'assigneeId' ? 'assignee' : 'notes',
                )
                .join(', ')} changed`
            : `Request ${id} from ${before.firstName} ${before.lastName} saved unchanged`,
          before: handling(before),
          after: handling(after),
        });
      });
      return loadRequest(app.db, id);
    },
  );

  app.post(
    OPERATOR_API_PATHS.requestReply,
    {
      schema: {
        tags: ['operator'],
        summary: 'Emails a reply to the requester, keeps it on the request and marks the request answered; written in the audit log',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: RequestReplySchema,
        response: { 201: RequestDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const staff = currentUser(request);
      await staffCommand(app.db, request, async (tx, audit) => {
        const target = await lockInfoRequest(tx, id);
        if (!target) throw notFound('There is no such request.');
        const replyId = await recordInfoRequestReply(tx, {
          requestId: id,
          staffUserId: staff.id,
          staffUsername: staff.username,
          body: request.body.body,
        });
        await enqueueEmail(tx, replyEmail(target.email, target.firstName, request.body.body));
        await audit({
          action: 'request.reply',
          subjectType: 'request',
          subjectId: id,
          summary: `Replied by email to request ${id} from ${target.firstName} ${target.lastName}`,
          before: { status: target.status },
          after: { status: 'answered', replyId, length: request.body.body.length },
        });
      });
      app.mail.kick();
      return reply.code(201).send(await loadRequest(app.db, id));
    },
  );
};
