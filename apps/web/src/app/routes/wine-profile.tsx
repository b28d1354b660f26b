import { useSearchParams } from 'react-router';
import { WineProfilePage as WineProfile } from '../../features/wine-profile/components/wine-profile-page.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /wine-profile and /wine-profile/{slug}: the wine is chosen by ?wine-list={id}&wine={id}; the slug is for people. */
export function WineProfilePage() {
  const [search] = useSearchParams();
  usePageTitle('Wine Profile');
  return <WineProfile search={search} />;
}
