import { usePageTitle } from '../../lib/use-page-title.ts';
import { JobsList } from '../../features/operator/components/jobs-list.tsx';

/** /operator/jobs: the job queue (reminders, review invitations, hosts' digests): queued, running, done and failed. */
export function OperatorJobsPage() {
  usePageTitle('Jobs');
  return (
    <section className="dashboard-page" aria-labelledby="operator-jobs-title">
      <h1 id="operator-jobs-title">Jobs</h1>
      <JobsList />
    </section>
  );
}
