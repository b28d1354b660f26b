import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { BankDetailsInputSchema, BankDetailsSchema, formatIban } from '@trg/contract/bank';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import { hostBankDetails, saveHostBankDetails } from './bank-details.ts';
import type { Db } from '../../db/client.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

async function shown(db: Db, hostId: number) {
  const bank = (await hostBankDetails(db, [hostId])).get(hostId);
  return { accountHolder: bank?.accountHolder ?? null, iban: bank?.iban ? formatIban(bank.iban) : null, bic: bank?.bic ?? null };
}

/** Ours (decision 0030): the signed-in host's bank account for payouts; the IBAN is checked by its mod-97 digits. */
export const bankDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['profiles'], security: [{ token: [] }] };
  const preHandler = app.requireGroup('professionals');
  app.get(
    API_PATHS.hostBankDetails,
    {
      schema: { ...base, summary: "The signed-in host's bank account for payouts", response: { 200: BankDetailsSchema, ...errors } },
      preHandler,
    },
    async (request) => shown(app.db, currentUser(request).id),
  );
  app.post(
    API_PATHS.hostBankDetails,
    {
      schema: {
        ...base,
        summary: "Saves the signed-in host's bank account for payouts (account holder, IBAN, BIC); 400 names the field at fault",
        body: BankDetailsInputSchema,
        response: { 200: BankDetailsSchema, ...errors },
      },
      preHandler,
    },
    async (request) => {
      const host = currentUser(request);
      await saveHostBankDetails(app.db, host.id, request.body);
      return shown(app.db, host.id);
    },
  );
};
