import { useAuth } from '../../features/accounts/auth-context.tsx';
import { BusinessProfileDetails } from '../../features/profiles/components/business-profile.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /Mydashboard/business-profile */
export function BusinessProfilePage() {
  usePageTitle('Business profile');
  const { user, refreshUser } = useAuth();
  return user ? <BusinessProfileDetails userId={user.id} onAccountChanged={refreshUser} /> : null;
}
