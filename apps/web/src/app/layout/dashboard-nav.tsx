import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { Membership } from '@trg/contract/accounts';
import { paths } from '@trg/contract/paths';
import { operatorPaths } from '@trg/contract/operator-paths';
import { useHostedReviews } from '../../features/dashboard/api/get-hosted-reviews.ts';
import './dashboard.css';

interface DashboardLink {
  to: string;
  label: string;
}

/** The side navigation by membership, with the spec's labels (part 2 §2). */
export const DASHBOARD_LINKS: Record<Membership, readonly DashboardLink[]> = {
  members: [
    { to: paths.myProfile, label: 'My Profile' },
    { to: paths.myEvents, label: 'My Events' },
    { to: paths.myExperiences, label: 'My Experiences' },
    // The spec's member menu (part 2 §2) has no cellar; ours has one, beside the bookings it grows from.
    { to: paths.myCellar, label: 'My Cellar' },
  ],
  professionals: [
    { to: paths.businessProfile, label: 'View business profile' },
    { to: paths.createEvent, label: 'create event' },
    { to: paths.createExperience, label: 'create experiences' },
    { to: paths.createWineList, label: 'create wine list' },
    { to: paths.hostEvents, label: 'Manage my events' },
    { to: paths.hostExperiences, label: 'Manage my experiences' },
    { to: paths.hostWineLists, label: 'Manage my wine lists' },
    // Ours (decision 0030): bank details and monthly statements.
    { to: paths.hostPayouts, label: 'Payouts' },
    // Ours (decision 0033): the guests' reviews, to answer them.
    { to: paths.hostReviews, label: 'Reviews' },
  ],
  // The operator's console, under /operator.
  staff: [
    { to: paths.operator, label: 'Overview' },
    { to: operatorPaths.requests, label: 'Requests' },
    { to: operatorPaths.signUps, label: 'Sign-ups' },
    { to: operatorPaths.hosts, label: 'Hosts' },
    { to: operatorPaths.orders, label: 'Orders' },
    { to: operatorPaths.vouchers, label: 'Vouchers' },
    { to: operatorPaths.giftCards, label: 'Gift cards' },
    { to: operatorPaths.payouts, label: 'Payouts' },
    { to: operatorPaths.reviews, label: 'Reviews' },
    { to: operatorPaths.audit, label: 'Audit log' },
    { to: operatorPaths.jobs, label: 'Jobs' },
  ],
};

/**
 * How many of the host's reviews wait for an answer, beside the 'Reviews' link: the count comes with the first page of
 * the page's 'Waiting for an answer' filter (the same cached answer), read again once they answer one.
 */
function ReviewsWaiting() {
  const waiting = useHostedReviews(1, true).data?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <span className="dashboard-nav__count">
      {waiting}
      <span className="visually-hidden"> waiting for an answer</span>
    </span>
  );
}

const HEADINGS: Record<Membership, string> = { members: 'My account', professionals: 'Business account', staff: "Operator's console" };

/**
 * A column beside the page on wide screens; on small screens a slide-out opened and closed by a hamburger,
 * with a Close item. Escape, Close, a followed link or focus leaving it close it again.
 */
export function DashboardNav({ membership, name }: { membership: Membership; name: string }) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: a followed link (any navigation) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  const openMenu = () => {
    setOpen(true);
    requestAnimationFrame(() => navRef.current?.querySelector<HTMLElement>('a')?.focus());
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      closeMenu(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !navRef.current?.contains(next) && next !== toggleRef.current) setOpen(false);
  };

  return (
    // Escape works wherever focus is in the menu, the toggle included.
    <div className="dashboard-nav" data-open={open} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="dashboard-nav__toggle"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => (open ? closeMenu(false) : openMenu())}
      >
        <span className="hamburger" aria-hidden="true" />
        <span>
          {membership === 'staff' ? 'Console menu' : 'Dashboard menu'}
          <span className="visually-hidden">{open ? ', open' : ''}</span>
        </span>
      </button>
      <div className="dashboard-nav__backdrop" aria-hidden="true" onClick={() => closeMenu(true)} />
      <nav id={navId} ref={navRef} className="dashboard-nav__panel" aria-label="Dashboard" onBlur={onBlur}>
        <p className="dashboard-nav__heading">
          <span className="eyebrow">{HEADINGS[membership]}</span>
          <span className="dashboard-nav__name">{name}</span>
        </p>
        <ul>
          {DASHBOARD_LINKS[membership].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === paths.operator}>
                {link.label}
                {membership === 'professionals' && link.to === paths.hostReviews && <ReviewsWaiting />}
              </NavLink>
            </li>
          ))}
          <li className="dashboard-nav__close">
            <button type="button" onClick={() => closeMenu(true)}>
              Close
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
