// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@trg/contract/api-paths';
import { WineListStatusSchema } from '@trg/contract/wine-lists';
import { renderWithApp } from '../../../testing/render.tsx';
import { WineListCard } from './wine-list-card.tsx';
import { POUR_TARGETS, SUMMER_REDS, stubWineListServer, type Refusal } from '../testing/wine-list-stub.ts';

function renderCard(refuse?: Refusal) {
  const server = stubWineListServer({ refuse });
  vi.stubGlobal('fetch', server.fetchStub);
  const view = renderWithApp(<WineListCard list={SUMMER_REDS} pourTargets={POUR_TARGETS} />);
  return { ...view, server };
}

describe('WineListCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the name linking to Manage, the description, the number of wines, the date created and the status', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Summer Reds' }).getAttribute('href')).toBe('/Mydashboard/wine-lists/3');
    expect(screen.getByRole('link', { name: 'Manage Summer Reds' }).getAttribute('href')).toBe('/Mydashboard/wine-lists/3');
    expect(screen.getByText('Light reds to serve cool.')).toBeTruthy();
    expect(screen.getByText('2 wines')).toBeTruthy();
    expect(screen.getByText('14 July 2026')).toBeTruthy();
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);
  });

  it('Publish reveals Confirm and Cancel; Confirm sends publish-winelist', async () => {
    const { user, server } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Publish Summer Reds' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(confirm);
    expect(server.posts).toEqual([]);

    await user.click(confirm);
    await waitFor(() =>
      expect(server.posts).toEqual([
        { path: API_PATHS.wineLists.status, body: { action: 'publish-winelist', wineListId: 3, publishWineList: true } },
      ]),
    );
    expect(WineListStatusSchema.safeParse(server.posts[0]?.body).success).toBe(true);
  });

  it('shows where the list is poured, and why Delete is refused while an item on sale pours it', async () => {
    const { user, server } = renderCard({ status: 409, code: 'conflict', message: "Poured at 'Harvest Dinner', on sale now." });
    const poured = screen.getByRole('region', { name: 'Poured at' });
    expect(poured.textContent).toContain('Harvest Dinner');
    await user.click(screen.getByRole('button', { name: 'Delete Summer Reds' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('on sale now');
    expect(server.posts.map((post) => post.body)).toEqual([{ action: 'delete-winelist', wineListId: 3 }]);
  });

  it('Cancel returns to the first step without sending anything', async () => {
    const { user, server } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Publish Summer Reds' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    const publish = screen.getByRole('button', { name: 'Publish Summer Reds' });
    expect(document.activeElement).toBe(publish);
    expect(server.posts).toEqual([]);
  });

  it('Delete, confirmed, shows the 409 the server answers', async () => {
    const message = 'This wine list is poured at an event with tickets sold; it cannot be deleted.';
    const { user, server } = renderCard({ status: 409, code: 'conflict', message });
    await user.click(screen.getByRole('button', { name: 'Delete Summer Reds' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(server.posts).toEqual([{ path: API_PATHS.wineLists.status, body: { action: 'delete-winelist', wineListId: 3 } }]);
  });

  it("offers the host's events and experiences; Confirm, once one is chosen, attaches the list", async () => {
    const { user, server } = renderCard();
    expect(await screen.findByRole('option', { name: 'Harvest Dinner' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'No experiences yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Harvest Dinner');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe('Summer Reds is now on Harvest Dinner.');
    expect(server.posts).toEqual([
      { path: API_PATHS.wineLists.status, body: { action: 'add_to_event_experience', wineListId: 3, eventId: 21 } },
    ]);
    expect(WineListStatusSchema.safeParse(server.posts[0]?.body).success).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Event' }) as HTMLSelectElement).value).toBe('');
  });
});
