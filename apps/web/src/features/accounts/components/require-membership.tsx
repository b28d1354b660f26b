import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Membership } from '@trg/contract/accounts';
import { paths } from '@trg/contract/paths';
import { useAuth } from '../auth-context.tsx';

const FOR_WHOM: Record<Membership, string> = {
  members: 'member accounts',
  professionals: 'business host (professional) accounts',
};

/** Inside RequireAuth: pages for one membership tell the other kind of account plainly instead of failing. */
export function RequireMembership({ membership, children }: { membership: Membership; children: ReactNode }) {
  const auth = useAuth();
  if (auth.membership === membership) return children;
  return (
    <section className="section" aria-labelledby="wrong-membership-title">
      <h1 id="wrong-membership-title">This page is for {FOR_WHOM[membership]}</h1>
      <p>You are signed in with a {auth.membership === 'professionals' ? 'business host' : 'member'} account, which cannot use this page.</p>
      <p>
        <Link to={paths.dashboard}>Back to your dashboard</Link>
      </p>
    </section>
  );
}
