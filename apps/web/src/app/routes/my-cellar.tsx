import { MyCellar } from '../../features/cellar/components/my-cellar.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /Mydashboard/MyCellar: the member's cellar. */
export function MyCellarPage() {
  usePageTitle('My Cellar');
  return <MyCellar />;
}
