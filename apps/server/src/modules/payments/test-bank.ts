import { API_PATHS } from '@trg/contract/api-paths';
import { BRAND } from '@trg/contract/brand';
import { escapeHtml } from '@trg/contract/html';
import { minorToDecimal } from '@trg/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@trg/contract/errors';
import { badRequest, notFound } from '../../plugins/http-error.ts';
import type { ProviderIntent } from './provider.ts';
import type { TestPaymentProvider } from './test-provider.ts';

interface TestBankOptions {
  provider: TestPaymentProvider;
  onSucceeded(intent: ProviderIntent): Promise<void>;
  onFailed(intent: ProviderIntent): Promise<void>;
}

const SecretQuerySchema = z.object({ secret: z.string().min(1).max(200) });
const AnswerSchema = z.object({ secret: z.string().min(1).max(200), answer: z.enum(['authorize', 'fail']) });

/** A page of plain HTML (no script, none of the shop's look): the test bank stands outside the shop, as a real one does. */
function bankPage(intent: ProviderIntent, secret: string): string {
  const amount = `${minorToDecimal(intent.amountMinor, intent.currency)} ${intent.currency}`;
  const hidden = `<input type="hidden" name="secret" value="${escapeHtml(secret)}">`;
  const action = escapeHtml(API_PATHS.payments.testProviderBank);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test bank: authorise a payment</title>
<style>
body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #1d2430; background: #eef1f5; }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
h1 { margin-top: 0; }
form { margin: 1rem 0 0; }
button { min-height: 44px; width: 100%; padding: 0.6rem 1rem; font: inherit; font-weight: 600; border-radius: 8px; border: 2px solid #1d3f8f; cursor: pointer; }
.authorize { background: #1d3f8f; color: #fff; }
.fail { background: #fff; color: #1d3f8f; }
</style>
</head>
<body>
<main>
<h1>Test bank</h1>
<p>This is the built-in test provider's stand-in for your bank's page (iDEAL, Bancontact and the like). No money moves.</p>
<p>${escapeHtml(BRAND.name)} asks you to pay <strong>${escapeHtml(amount)}</strong>.</p>
<form method="post" action="${action}">${hidden}<input type="hidden" name="answer" value="authorize"><button type="submit" class="authorize">Authorize test payment</button></form>
<form method="post" action="${action}">${hidden}<input type="hidden" name="answer" value="fail"><button type="submit" class="fail">Fail test payment</button></form>
</main>
</body>
</html>`;
}

/**
 * The test provider's bank: the redirect method sends the buyer here; Authorize or Fail settles the intent (telling
 * the shop as Stripe's webhook would) and sends the buyer back to the page they came from, with Stripe's query
 * parameters. The client secret in the link is what lets the buyer in, as on Stripe's own redirect pages.
 */
export const testBankRoutes: FastifyPluginAsyncZod<TestBankOptions> = async (app, { provider, onSucceeded, onFailed }) => {
  // The bank's forms post as browsers do, without a script.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    API_PATHS.payments.testProviderBank,
    {
      schema: {
        tags: ['payments'],
        summary: "The built-in test provider's bank page (HTML): authorise or fail a redirect payment",
        querystring: SecretQuerySchema,
        response: { 200: z.string(), 404: ApiErrorSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const intent = await provider.awaitingBank(request.query.secret);
      if (!intent) throw notFound('This payment is not waiting for the bank. Please go back to the shop.');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(bankPage(intent, request.query.secret));
    },
  );

  app.post(
    API_PATHS.payments.testProviderBank,
    {
      schema: {
        tags: ['payments'],
        summary: "The test bank's answer: settles the payment and sends the buyer back to the shop (303)",
        body: AnswerSchema,
        response: { 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } },
    },
    async (request, reply) => {
      const answered = await provider.bankAnswer(request.body.secret, request.body.answer === 'authorize');
      if (!answered) throw notFound('This payment is not waiting for the bank. Please go back to the shop.');
      const { intent, returnPath } = answered;
      try {
        if (intent.status === 'succeeded') await onSucceeded(intent);
        else await onFailed(intent);
      } catch (error) {
        // complete-order, the payment page or reconciliation settles it instead.
        app.log.error({ err: error }, 'settling a test bank payment failed');
      }
      const back = new URL(returnPath, 'https://same.invalid');
      if (back.origin !== 'https://same.invalid') throw badRequest('The page to return to must be a page of this site.');
      back.searchParams.set('payment_intent', intent.id);
      back.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
      return reply.redirect(`${back.pathname}${back.search}`, 303);
    },
  );
};
