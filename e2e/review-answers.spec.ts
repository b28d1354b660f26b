import type { APIResponse } from '@playwright/test';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { operatorPaths } from '@trg/contract/operator-paths';
import { paths } from '@trg/contract/paths';
import { buyThroughCheckout, DEMO_PROFESSIONAL, loginAs, registerMember, staffAccount } from './support/browser.ts';
import { eventStartingSoon } from './support/host-items.ts';
import { checkScreens } from './support/check-screens.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

async function ok(response: APIResponse) {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test.describe('review answers and wine review moderation', () => {
  test('the host answers from the dashboard and the answer shows on the item page; a reported wine review hidden by staff leaves its average', async ({
    page,
    newPage,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    const title = `Flint Cellar Supper ${stamp}`;
    const wineName = `Silex Blanc ${stamp}`;

    // The demo host's list with one wine, published, poured at their event that begins within two minutes.
    const hostToken = await loginAs(page, DEMO_PROFESSIONAL);
    const headers = { authorization: `Token ${hostToken}` };
    const request = page.request;
    const list = await ok(
      await request.post(API_PATHS.wineLists.create, {
        headers,
        data: { wineListName: `Flint Pours ${stamp}`, wineListdescription: 'Two flinty whites.' },
      }),
    );
    const listId = Number(list.id);
    await ok(await request.post(apiPath(API_PATHS.wineLists.update, { id: listId }), { headers, data: { addWine: true, wine: wineName } }));
    const detail = (await ok(await request.get(apiPath(API_PATHS.wineLists.details, { id: listId }), { headers }))) as {
      wines: { wineId: number; wine: string; slug: string }[];
    };
    const wine = detail.wines.find((one) => one.wine === wineName);
    if (!wine) throw new Error('the wine was not added');
    await ok(
      await request.post(API_PATHS.wineLists.status, {
        headers,
        data: { action: 'publish-winelist', wineListId: listId, publishWineList: true },
      }),
    );
    const eventId = await eventStartingSoon(request, hostToken, title, 'Flint-grown whites with a cellar supper.');
    await ok(
      await request.post(API_PATHS.wineLists.status, { headers, data: { action: 'add_to_event_experience', wineListId: listId, eventId } }),
    );
    const { slug } = (await (await request.get(apiPath(API_PATHS.catalog.event.item, { id: eventId }))).json()) as { slug: string };

    // Two guests buy a ticket while it is on sale.
    const anna = await newPage(PHONE);
    const annaAccount = await registerMember(anna.page, 'Anna', 'answers');
    await buyThroughCheckout(anna.page, annaAccount.token, 'Events', eventId);
    const bruno = await newPage(PHONE);
    const brunoAccount = await registerMember(bruno.page, 'Bruno', 'answers');
    await buyThroughCheckout(bruno.page, brunoAccount.token, 'Events', eventId);

    // Once it has begun, Anna reviews the event; both review the wine.
    const annaAuth = { authorization: `Token ${annaAccount.token}` };
    const brunoAuth = { authorization: `Token ${brunoAccount.token}` };
    await expect
      .poll(
        async () =>
          (
            (await (await anna.page.request.get(apiPath(API_PATHS.reviews.mine, { id: eventId }), { headers: annaAuth })).json()) as {
              canReview: boolean;
            }
          ).canReview,
        { timeout: 150_000, intervals: [2_000] },
      )
      .toBe(true);
    await ok(
      await anna.page.request.post(apiPath(API_PATHS.reviews.create, { id: eventId }), {
        headers: annaAuth,
        data: { product: 'event', rating: 5, comment: 'Flint you could taste, and a supper to match.' },
      }),
    );
    const reviewWine = (auth: Record<string, string>, rating: number, comment: string) =>
      anna.page.request.post(apiPath(API_PATHS.wineProfile.createReview, { id: wine.wineId }), {
        headers: auth,
        data: { rating, comment },
      });
    expect((await reviewWine(annaAuth, 5, 'Smoke and lemon, very long.')).status()).toBe(201);
    expect((await reviewWine(brunoAuth, 1, 'Disgusting swill, the host is a crook.')).status()).toBe(201);

    // The host opens Reviews from the dashboard's menu: one waits for an answer.
    await page.setViewportSize(DESKTOP);
    await page.goto(paths.dashboard);
    const reviewsLink = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Reviews/ });
    await expect(reviewsLink).toContainText(/\d+ waiting for an answer/);
    await reviewsLink.click();
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^Waiting for an answer/ }).click();
    const annaReview = page.getByRole('article', { name: "Anna M.'s review" }).filter({ hasText: title });
    await expect(annaReview.getByRole('link', { name: title })).toBeVisible();
    await annaReview.getByRole('button', { name: "Answer Anna M.'s review" }).click();
    await annaReview.getByLabel('Your public answer to Anna M.').fill('Thank you, Anna: the flint is the hill above the cellar.');
    await checkScreens(page, 'review-answers', 'dashboard-answer', annaReview);
    await annaReview.getByRole('button', { name: 'Publish answer' }).click();
    // Answered, it leaves the 'Waiting for an answer' list; 'All reviews' shows it with the answer.
    await expect(page.getByRole('article', { name: "Anna M.'s review" }).filter({ hasText: title })).toHaveCount(0);
    await page.getByRole('button', { name: 'All reviews' }).click();
    await expect(annaReview.getByText('Thank you, Anna: the flint is the hill above the cellar.')).toBeVisible();
    await checkScreens(page, 'review-answers', 'dashboard-reviews', page.getByRole('heading', { name: 'Reviews', level: 1 }).locator('..'));

    // The answer shows under the review on the event's page.
    const visitor = await newPage(PHONE);
    await visitor.page.goto(paths.event(slug));
    const read = visitor.page.getByRole('region', { name: 'Reviews' }).getByRole('article', { name: "Anna M.'s review" });
    await expect(read.getByText('Thank you, Anna: the flint is the hill above the cellar.')).toBeVisible();

    // Anna reads the wine's reviews and reports Bruno's.
    const winePage = `${paths.wineProfileFor(wine.slug)}?wine-list=${listId}&wine=${wine.wineId}`;
    await anna.page.goto(winePage);
    await expect(anna.page.getByText('Guests rate it 3.0 out of 5 (2 reviews).')).toBeVisible();
    const wineReviews = anna.page.getByRole('region', { name: "Guests' reviews" });
    const brunoReview = wineReviews.getByRole('article', { name: "Bruno M.'s review" });
    await brunoReview.getByRole('button', { name: "Report Bruno M.'s review" }).click();
    await brunoReview.getByLabel("Why should our team look at Bruno M.'s review?").fill('Insults the host; says nothing of the wine.');
    await checkScreens(anna.page, 'review-answers', 'wine-report', brunoReview);
    await brunoReview.getByRole('button', { name: 'Send report' }).click();
    await expect(brunoReview.getByText('You reported this review: our team will look at it.')).toBeVisible();

    // Staff see it in the console's queue as a wine review, and hide it with a reason.
    const staff = await newPage(DESKTOP);
    await loginAs(staff.page, staffAccount());
    await staff.page.goto(operatorPaths.reviews);
    const entry = staff.page.getByRole('article', { name: `Bruno M.'s review of ${wineName}` });
    await expect(entry.getByText('Wine review')).toBeVisible();
    await expect(entry.getByText(`On the wine list Flint Pours ${stamp}`)).toBeVisible();
    await expect(entry.getByText('Insults the host; says nothing of the wine.')).toBeVisible();
    await checkScreens(staff.page, 'review-answers', 'moderation-queue', entry);
    await entry.getByRole('button', { name: `Hide Bruno M.'s review of ${wineName}` }).click();
    await entry.getByLabel(`Reason for hiding Bruno M.'s review of ${wineName}`).fill('Abusive; not about the wine.');
    await entry.getByRole('button', { name: 'Hide review' }).click();
    await expect(staff.page.getByRole('status').filter({ hasText: 'is hidden' })).toBeVisible();
    await expect(entry).toHaveCount(0);

    // The wine's average, count and list now hold Anna's review alone.
    await anna.page.reload();
    await expect(anna.page.getByText('Guests rate it 5.0 out of 5 (1 review).')).toBeVisible();
    await expect(anna.page.getByRole('region', { name: "Guests' reviews" }).getByRole('article')).toHaveCount(1);
    await expect(anna.page.getByText('Disgusting swill')).toHaveCount(0);
    await checkScreens(anna.page, 'review-answers', 'wine-after-hide', anna.page.getByRole('region', { name: "Guests' reviews" }));
  });
});
