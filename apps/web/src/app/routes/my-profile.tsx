import { useAuth } from '../../features/accounts/auth-context.tsx';
import { MemberProfileDetails } from '../../features/profiles/components/member-profile.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /Mydashboard/MyProfile */
export function MyProfilePage() {
  usePageTitle('My Profile');
  const { user, refreshUser } = useAuth();
  return user ? <MemberProfileDetails userId={user.id} onAccountChanged={refreshUser} /> : null;
}
