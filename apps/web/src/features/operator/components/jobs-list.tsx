import { useId, useState } from 'react';
import { JOB_STATE_LABELS, JOB_STATES, type Job, type JobsOverview, type JobState } from '@trg/contract/operator-jobs';
import { SelectField } from '../../../components/ui/field.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useJobs } from '../api/get-jobs.ts';
import './operator.css';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

function Time({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{when.format(new Date(at))}</time> : <>–</>;
}

/** The states a person acts on first: waiting, retrying, running, failed, then done. */
const COUNTED: JobState[] = ['created', 'retry', 'active', 'failed', 'completed'];

function QueueCounts({ queues }: { queues: JobsOverview['queues'] }) {
  if (queues.length === 0) return <p>No job has run yet.</p>;
  return (
    <div className="operator-table-wrap" tabIndex={0} role="region" aria-labelledby="jobs-queues-title">
      <table className="operator-table">
        <caption id="jobs-queues-title">Jobs by queue and state (finished jobs are kept a week)</caption>
        <thead>
          <tr>
            <th scope="col">Queue</th>
            {COUNTED.map((state) => (
              <th scope="col" key={state}>
                {JOB_STATE_LABELS[state]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row">
                <code>{queue.name}</code>
              </th>
              {COUNTED.map((state) => (
                <td key={state}>{queue[state]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function JobRows({ jobs }: { jobs: Job[] }) {
  if (jobs.length === 0) return <p>No job in this state.</p>;
  return (
    <div className="operator-table-wrap" tabIndex={0} role="region" aria-labelledby="jobs-latest-title">
      <table className="operator-table">
        <caption id="jobs-latest-title">Latest jobs, newest first (times in UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Queue</th>
            <th scope="col">Key</th>
            <th scope="col">State</th>
            <th scope="col">Tries</th>
            <th scope="col">Queued</th>
            <th scope="col">Started</th>
            <th scope="col">Finished</th>
            <th scope="col">Last error</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <td>
                <code>{job.name}</code>
              </td>
              <td>{job.key ? <code>{job.key}</code> : '–'}</td>
              <td>{JOB_STATE_LABELS[job.state]}</td>
              <td>
                {job.retryCount + 1} of {job.retryLimit + 1}
              </td>
              <td>
                <Time at={job.createdOn} />
              </td>
              <td>
                <Time at={job.startedOn} />
              </td>
              <td>
                <Time at={job.completedOn} />
              </td>
              <td>{job.lastError ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The job queue: counts by queue and state, then the latest jobs, filtered by state. */
export function JobsList() {
  const [state, setState] = useState<JobState | ''>('');
  const jobs = useJobs(state);
  const latestId = useId();
  return (
    <>
      <section aria-labelledby="jobs-counts-heading">
        <h2 id="jobs-counts-heading">Queues</h2>
        <QueryStatus isLoading={jobs.isLoading} error={jobs.error} onRetry={() => void jobs.refetch()} what="the job queue" />
        {jobs.data && <QueueCounts queues={jobs.data.queues} />}
      </section>
      <section aria-labelledby={latestId}>
        <h2 id={latestId}>Latest jobs</h2>
        <div className="operator-toolbar" style={{ maxWidth: '16rem' }}>
          <SelectField
            label="State"
            name="state"
            value={state}
            onChange={(event) => setState(JOB_STATES.find((known) => known === event.target.value) ?? '')}
            placeholder="Every state"
            options={JOB_STATES.map((value) => ({ value, label: JOB_STATE_LABELS[value] }))}
          />
        </div>
        {jobs.data && <JobRows jobs={jobs.data.jobs} />}
      </section>
    </>
  );
}
