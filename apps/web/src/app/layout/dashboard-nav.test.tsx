// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { paths } from '@trg/contract/paths';
import { renderWithApp } from '../../testing/render.tsx';
import { DashboardNav } from './dashboard-nav.tsx';

const nav = () => within(screen.getByRole('navigation', { name: 'Dashboard' }));

describe('DashboardNav', () => {
  it('shows members their menu, My Cellar after My Events and My Experiences', () => {
    renderWithApp(<DashboardNav membership="members" name="Camille" />, { route: paths.myCellar });
    const links = nav().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['My Profile', 'My Events', 'My Experiences', 'My Cellar']);
    const cellar = nav().getByRole('link', { name: 'My Cellar' });
    expect(cellar.getAttribute('href')).toBe(paths.myCellar);
    expect(cellar.getAttribute('aria-current')).toBe('page');
  });

  it('shows professionals the business menu without the cellar', () => {
    renderWithApp(<DashboardNav membership="professionals" name="Cave du Port" />, { route: paths.dashboard });
    expect(nav().queryByRole('link', { name: 'My Cellar' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'My Profile' })).toBeNull();
    expect(nav().getByRole('link', { name: 'Manage my wine lists' }).getAttribute('href')).toBe(paths.hostWineLists);
  });
});
