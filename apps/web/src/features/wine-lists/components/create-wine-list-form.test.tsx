// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { API_PATHS } from '@trg/contract/api-paths';
import { CreateWineListSchema } from '@trg/contract/wine-lists';
import { renderWithApp } from '../../../testing/render.tsx';
import { CreateWineListForm } from './create-wine-list-form.tsx';
import { stubWineListServer } from '../testing/wine-list-stub.ts';

describe('CreateWineListForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  describe('with a server that creates', () => {
    let server: ReturnType<typeof stubWineListServer>;
    beforeEach(() => {
      server = stubWineListServer();
      vi.stubGlobal('fetch', server.fetchStub);
    });

    it('shows the title, subtitle and labelled fields, and Create only once a name is typed', async () => {
      const { user } = renderWithApp(<CreateWineListForm />);
      expect(screen.getByRole('heading', { level: 1, name: 'Create Wine List' })).toBeTruthy();
      expect(screen.getByText('Create a new wine list')).toBeTruthy();
      expect(screen.getByLabelText('Wine List Description').tagName).toBe('TEXTAREA');
      expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();

      await user.type(screen.getByLabelText('Wine List Name'), '   ');
      expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
      await user.type(screen.getByLabelText('Wine List Name'), 'Summer');
      expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    });

    it('sends the name and description, resets the form and links to the new list', async () => {
      const { user } = renderWithApp(<CreateWineListForm />);
      await user.type(screen.getByLabelText('Wine List Name'), ' Autumn Whites ');
      await user.type(screen.getByLabelText('Wine List Description'), 'Served by the glass.');
      await user.click(screen.getByRole('button', { name: 'Create' }));

      const link = await screen.findByRole('link', { name: 'Autumn Whites' });
      expect(link.getAttribute('href')).toBe('/Mydashboard/wine-lists/7');
      expect(server.posts).toEqual([
        { path: API_PATHS.wineLists.create, body: { wineListName: 'Autumn Whites', wineListdescription: 'Served by the glass.' } },
      ]);
      expect(CreateWineListSchema.safeParse(server.posts[0]?.body).success).toBe(true);
      expect((screen.getByLabelText('Wine List Name') as HTMLInputElement).value).toBe('');
      expect((screen.getByLabelText('Wine List Description') as HTMLTextAreaElement).value).toBe('');
      expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    });
  });

  it("shows the server's message next to the field it names", async () => {
    const server = stubWineListServer({
      refuse: {
        status: 400,
        code: 'validation_error',
        message: 'Please check the highlighted fields.',
        fields: { wineListName: 'The wine list name is too long.' },
      },
    });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderWithApp(<CreateWineListForm />);
    const name = screen.getByLabelText('Wine List Name');
    await user.type(name, 'Reds');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const message = await screen.findByText('The wine list name is too long.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields.');
    expect((name as HTMLInputElement).value).toBe('Reds');
  });
});
