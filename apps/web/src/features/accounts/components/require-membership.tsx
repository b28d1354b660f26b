import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Membership } from '@trg/contract/accounts';
import { paths } from '@trg/contract/paths';
import { useAuth } from '../auth-context.tsx';

const FOR_WHOM: Record<Membership, string> = {
  members: 'member accounts',
  professionals: 'professional (host) accounts',
  staff: "The Real Grape's staff",
};

interface Props {
  membership: Membership;
  children: ReactNode;
  /** What the other group sees instead of the general 'Not available for your account'. */
  otherwise?: ReactNode;
}

/** A page for one membership; inside RequireAuth. The server refuses the other group's calls anyway. */
export function RequireMembership({ membership, children, otherwise }: Props) {
  const auth = useAuth();
  if (auth.membership === membership) return children;
  if (otherwise) return otherwise;
  return (
    <section aria-labelledby="membership-title">
      <h1 id="membership-title">Not available for your account</h1>
      <p>This page is for {FOR_WHOM[membership]}.</p>
      <p>
        <Link to={paths.dashboard}>Back to your dashboard</Link>
      </p>
    </section>
  );
}
