// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render.tsx';
import { MyWineLists } from './my-wine-lists.tsx';
import { POUR_TARGETS, stubWineListServer } from '../testing/wine-list-stub.ts';

describe('MyWineLists', () => {
  beforeEach(() => vi.stubGlobal('fetch', stubWineListServer().fetchStub));
  afterEach(() => vi.unstubAllGlobals());

  it("shows a card for each of the host's lists", async () => {
    renderWithApp(<MyWineLists pourTargets={POUR_TARGETS} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Wine Lists' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Summer Reds' })).toBeTruthy();
  });

  it('says a deleted list has gone and moves focus to the heading', async () => {
    const { user } = renderWithApp(<MyWineLists pourTargets={POUR_TARGETS} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Summer Reds' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByText('Summer Reds has been deleted.')).getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My Wine Lists' }));
  });
});
