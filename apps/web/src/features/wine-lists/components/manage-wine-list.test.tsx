// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { WineDetailsSaveSchema, WineListStatusSchema, WineListUpdateSchema } from '@trg/contract/wine-lists';
import { renderWithApp } from '../../../testing/render.tsx';
import { ManageWineList } from './manage-wine-list.tsx';
import { stubWineListServer } from '../testing/wine-list-stub.ts';

describe('ManageWineList', () => {
  let server: ReturnType<typeof stubWineListServer>;
  beforeEach(() => {
    server = stubWineListServer();
    vi.stubGlobal('fetch', server.fetchStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('links each wine to its profile, told the list and the wine', async () => {
    renderWithApp(<ManageWineList id={3} />);
    const wine = await screen.findByRole('link', { name: 'Morgon' });
    expect(wine.getAttribute('href')).toBe('/wine-profile/morgon-11?wine-list=3&wine=11');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Winelist' })).toBeTruthy();
  });

  it('edits the name: Edit shows the input, Save sends only the name, Cancel discards', async () => {
    const { user } = renderWithApp(<ManageWineList id={3} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Wine list name' }));
    const input = screen.getByLabelText('Wine list name');
    expect(document.activeElement).toBe(input);
    await user.clear(input);
    await user.type(input, 'Cool Reds');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.posts).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Wine list name' }));

    await user.click(screen.getByRole('button', { name: 'Edit Wine list name' }));
    await user.clear(screen.getByLabelText('Wine list name'));
    await user.type(screen.getByLabelText('Wine list name'), 'Cool Reds');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.posts).toEqual([{ path: apiPath(API_PATHS.wineLists.update, { id: 3 }), body: { wineListName: 'Cool Reds' } }]),
    );
    expect(WineListUpdateSchema.safeParse(server.posts[0]?.body).success).toBe(true);
    expect(await screen.findByRole('button', { name: 'Edit Wine list name' })).toBeTruthy();
  });

  it('removes a wine only after its confirm step, through wine-list-details-updat-an-save', async () => {
    const { user } = renderWithApp(<ManageWineList id={3} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Morgon' }));
    const step = screen.getByRole('group', { name: 'Remove Morgon' });
    expect(within(step).getByText(/Remove Morgon from this list\? Its profile and its guests' reviews go with it\./)).toBeTruthy();
    expect(server.posts).toEqual([]);
    // Cancel sends nothing and gives focus back.
    await user.click(within(step).getByRole('button', { name: 'Cancel' }));
    expect(server.posts).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Morgon' }));

    await user.click(screen.getByRole('button', { name: 'Remove Morgon' }));
    await user.click(within(screen.getByRole('group', { name: 'Remove Morgon' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(server.posts).toEqual([{ path: apiPath(API_PATHS.wineLists.saveWine, { id: 3 }), body: { wineId: 11, removeWine: true } }]),
    );
    expect(WineDetailsSaveSchema.safeParse(server.posts[0]?.body).success).toBe(true);
  });

  it('lists where the list is poured and takes it off an event after its confirm step', async () => {
    const { user } = renderWithApp(<ManageWineList id={3} />);
    const poured = await screen.findByRole('region', { name: 'Poured at' });
    expect(within(poured).getByText('Harvest Dinner')).toBeTruthy();
    await user.click(within(poured).getByRole('button', { name: 'Remove Summer Reds from Harvest Dinner' }));
    expect(within(poured).getByText(/Take Summer Reds off Harvest Dinner\?/)).toBeTruthy();
    expect(server.posts).toEqual([]);
    await user.click(within(poured).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(server.posts).toEqual([
        { path: API_PATHS.wineLists.status, body: { action: 'remove_from_event_experience', wineListId: 3, eventId: 21 } },
      ]),
    );
    expect(WineListStatusSchema.safeParse(server.posts[0]?.body).success).toBe(true);
  });
});
