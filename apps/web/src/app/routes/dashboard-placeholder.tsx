import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * A dashboard page whose feature has not arrived yet: its heading over an empty container, as the spec
 * describes an empty dashboard page. Each is replaced by its feature's page.
 */
export function DashboardPlaceholder({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="dashboard-page" aria-label={title} data-placeholder="true">
      <h1>{title}</h1>
    </section>
  );
}
