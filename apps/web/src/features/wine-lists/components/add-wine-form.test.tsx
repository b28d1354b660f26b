// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { WINE_LIST_MESSAGES, WineListUpdateSchema } from '@trg/contract/wine-lists';
import { renderWithApp } from '../../../testing/render.tsx';
import { AddWineForm } from './add-wine-form.tsx';
import { stubWineListServer } from '../testing/wine-list-stub.ts';

describe('AddWineForm', () => {
  let server: ReturnType<typeof stubWineListServer>;
  beforeEach(() => {
    server = stubWineListServer();
    vi.stubGlobal('fetch', server.fetchStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('requires the wine name: Save shows only once a name is typed, not for the other fields', async () => {
    const { user } = renderWithApp(<AddWineForm listId={3} />);
    expect((screen.getByLabelText('Wine name') as HTMLInputElement).required).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.type(screen.getByLabelText('Producer'), 'Jean Foillard');
    await user.type(screen.getByLabelText('Wine name'), '  ');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.type(screen.getByLabelText('Wine name'), 'Morgon');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('sends addWine with the filled-in fields, then resets', async () => {
    const { user } = renderWithApp(<AddWineForm listId={3} />);
    await user.type(screen.getByLabelText('Wine name'), 'Morgon Côte du Py');
    await user.type(screen.getByLabelText('Vintage'), '20a22');
    await user.type(screen.getByLabelText('Country'), 'France');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Morgon Côte du Py has been added to the list.')).toBeTruthy();
    const body = { addWine: true, vintage: '2022', country: 'France', wine: 'Morgon Côte du Py' };
    expect(server.posts).toEqual([{ path: apiPath(API_PATHS.wineLists.update, { id: 3 }), body }]);
    expect(WineListUpdateSchema.safeParse(server.posts[0]?.body).success).toBe(true);
    expect((screen.getByLabelText('Wine name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("shows the server's refusal on the wine name", async () => {
    vi.stubGlobal(
      'fetch',
      stubWineListServer({
        refuse: {
          status: 400,
          code: 'validation_error',
          message: 'Please check the highlighted fields.',
          fields: { wine: WINE_LIST_MESSAGES.wineRequired },
        },
      }).fetchStub,
    );
    const { user } = renderWithApp(<AddWineForm listId={3} />);
    const name = screen.getByLabelText('Wine name');
    await user.type(name, 'Morgon');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText(WINE_LIST_MESSAGES.wineRequired);
    expect(name.getAttribute('aria-describedby')).toContain(message.id);
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});
