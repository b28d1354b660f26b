import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { operatorPaths } from '@trg/contract/operator-paths';
import { paths } from '@trg/contract/paths';
import { buyThroughCheckout, DEMO_PROFESSIONAL, loginAs, registerMember, staffAccount } from './support/browser.ts';
import { eventStartingSoon } from './support/host-items.ts';
import { checkScreens } from './support/check-screens.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

test.describe('reviews people read', () => {
  test('a guest’s review shows on the item page with the host’s answer; a member reports another, staff hide it and the average changes', async ({
    page,
    newPage,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    const title = `Chalk Cellar Evening ${stamp}`;

    // The demo host's event begins within two minutes, on sale until it begins.
    const hostToken = await loginAs(page, DEMO_PROFESSIONAL);
    const eventId = await eventStartingSoon(
      page.request,
      hostToken,
      title,
      'Three growers pour their chalk-grown Chardonnay in the cellar.',
    );
    const { slug } = (await (await page.request.get(apiPath(API_PATHS.catalog.event.item, { id: eventId }))).json()) as { slug: string };

    // Two guests buy a ticket while it is on sale.
    const anna = await newPage(PHONE);
    const annaAccount = await registerMember(anna.page, 'Anna', 'review');
    await buyThroughCheckout(anna.page, annaAccount.token, 'Events', eventId);
    const bruno = await newPage(PHONE);
    const brunoAccount = await registerMember(bruno.page, 'Bruno', 'review');
    await buyThroughCheckout(bruno.page, brunoAccount.token, 'Events', eventId);

    // Once it has begun, Anna reviews it from her booking page; Bruno through the API.
    const mine = apiPath(API_PATHS.reviews.mine, { id: eventId });
    await expect
      .poll(
        async () =>
          (
            (await (await anna.page.request.get(mine, { headers: { authorization: `Token ${annaAccount.token}` } })).json()) as {
              canReview: boolean;
            }
          ).canReview,
        { timeout: 150_000, intervals: [2_000] },
      )
      .toBe(true);
    await anna.page.goto(paths.myEvent(slug));
    const form = anna.page.locator('.event-review');
    await form.getByRole('group', { name: 'Rate Event' }).waitFor();
    await form.locator('.star-rating__star').nth(4).click();
    await form.getByLabel('Add Comment').fill('Three growers, three chalks: we tasted the difference. Warm welcome.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByRole('img', { name: /Your rating: 5 out of 5/ }).waitFor();
    const posted = await bruno.page.request.post(apiPath(API_PATHS.reviews.create, { id: eventId }), {
      headers: { authorization: `Token ${brunoAccount.token}` },
      data: { product: 'event', rating: 1, comment: 'Rude people, awful wine.' },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    // The host, signed in, answers Anna's review on the item page, once.
    await page.setViewportSize(DESKTOP);
    await page.goto(paths.event(slug));
    const hostReviews = page.getByRole('region', { name: 'Reviews' });
    await hostReviews.getByRole('button', { name: "Answer Anna M.'s review" }).click();
    await hostReviews.getByLabel('Your public answer to Anna M.').fill('Thank you, Anna: come back for the harvest.');
    await checkScreens(page, 'reviews', 'answer-form', hostReviews.getByRole('article', { name: "Anna M.'s review" }));
    await hostReviews.getByRole('button', { name: 'Publish answer' }).click();
    const annaReview = hostReviews.getByRole('article', { name: "Anna M.'s review" });
    await expect(annaReview.getByText('Thank you, Anna: come back for the harvest.')).toBeVisible();
    await expect(annaReview.getByRole('button', { name: "Answer Anna M.'s review" })).toHaveCount(0);

    // A visitor reads both, newest first, with the host's answer, as the server rendered them.
    const visitor = await newPage(PHONE);
    await visitor.page.goto(paths.event(slug));
    await expect(visitor.page.getByText('3.0 from 2 reviews')).toBeVisible();
    const reviews = visitor.page.getByRole('region', { name: 'Reviews' });
    const shown = reviews.getByRole('article');
    await expect(shown).toHaveCount(2);
    await expect(shown.first()).toHaveAccessibleName("Bruno M.'s review");
    const read = reviews.getByRole('article', { name: "Anna M.'s review" });
    await expect(read.getByText('Verified guest')).toBeVisible();
    await expect(read.getByText('Three growers, three chalks')).toBeVisible();
    await expect(read.getByText('Thank you, Anna: come back for the harvest.')).toBeVisible();
    await expect(read.getByText(/Answer from /)).toBeVisible();
    await checkScreens(visitor.page, 'reviews', 'item-page', reviews);

    // A signed-in member reports Bruno's review, once.
    const reader = await newPage(PHONE);
    await registerMember(reader.page, 'Clara', 'review');
    await reader.page.goto(paths.event(slug));
    const brunoReview = reader.page.getByRole('region', { name: 'Reviews' }).getByRole('article', { name: "Bruno M.'s review" });
    await brunoReview.getByRole('button', { name: "Report Bruno M.'s review" }).click();
    await brunoReview
      .getByLabel("Why should our team look at Bruno M.'s review?")
      .fill('Insults the host and says nothing of the evening.');
    await checkScreens(reader.page, 'reviews', 'report-form', brunoReview);
    await brunoReview.getByRole('button', { name: 'Send report' }).click();
    await expect(brunoReview.getByText('You reported this review: our team will look at it.')).toBeVisible();
    await reader.page.reload();
    await expect(
      reader.page
        .getByRole('region', { name: 'Reviews' })
        .getByRole('article', { name: "Bruno M.'s review" })
        .getByText('You reported this review: our team will look at it.'),
    ).toBeVisible();

    // Staff hide it from the console's moderation queue, with a reason.
    const staff = await newPage(DESKTOP);
    await loginAs(staff.page, staffAccount());
    await staff.page.goto(operatorPaths.reviews);
    const entry = staff.page.getByRole('article', { name: `Bruno M.'s review of ${title}` });
    await expect(entry.getByText('Insults the host and says nothing of the evening.')).toBeVisible();
    await checkScreens(staff.page, 'reviews', 'moderation-queue', entry);
    await entry.getByRole('button', { name: `Hide Bruno M.'s review of ${title}` }).click();
    await entry.getByLabel(`Reason for hiding Bruno M.'s review of ${title}`).fill('Abusive; not about the event.');
    await entry.getByRole('button', { name: 'Hide review' }).click();
    await expect(staff.page.getByRole('status').filter({ hasText: 'is hidden' })).toBeVisible();
    await expect(entry).toHaveCount(0);

    // The item page's average and list now count Anna's review alone.
    await visitor.page.reload();
    await expect(visitor.page.getByText('5.0 from 1 review')).toBeVisible();
    await expect(visitor.page.getByRole('region', { name: 'Reviews' }).getByRole('article')).toHaveCount(1);
    await expect(visitor.page.getByText('Rude people, awful wine.')).toHaveCount(0);
  });
});
