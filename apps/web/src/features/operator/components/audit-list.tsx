import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { operatorPaths } from '@trg/contract/operator-paths';
import type { AuditEntry } from '@trg/contract/operator';
import { SelectField } from '../../../components/ui/field.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useAudit } from '../api/get-audit.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import './operator.css';
import './vouchers.css';

/** The subjects staff act on, and the console page of each, where there is one. */
const SUBJECTS: { value: string; label: string; page?: (id: string) => string }[] = [
  { value: 'order', label: 'Orders', page: operatorPaths.order },
  { value: 'host', label: 'Hosts', page: operatorPaths.host },
  { value: 'request', label: 'Requests', page: operatorPaths.request },
  { value: 'voucher', label: 'Vouchers', page: operatorPaths.voucher },
  { value: 'user', label: 'Accounts' },
];

/** Actions written so far; the field takes any other too. */
const KNOWN_ACTIONS = ['voucher.create', 'voucher.update', 'voucher.disable', 'voucher.enable', 'staff.create', 'staff.remove'];

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function Subject({ entry }: { entry: AuditEntry }) {
  const subject = SUBJECTS.find((s) => s.value === entry.subjectType);
  const label = `${entry.subjectType}${entry.subjectId ? ` ${entry.subjectId}` : ''}`;
  if (subject?.page && entry.subjectId) return <Link to={subject.page(entry.subjectId)}>{label}</Link>;
  return <>{label}</>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => (value === undefined ? '–' : JSON.stringify(value));

/** Before and after: a table of the fields that changed when both are objects, else both pretty-printed. */
function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) return null;
  const { before, after } = entry;
  let body;
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    body =
      keys.length === 0 ? (
        <p>No field changed.</p>
      ) : (
        <table className="audit-diff">
          <caption className="visually-hidden">Fields changed</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row">{key}</th>
                <td>{shown(before[key])}</td>
                <td>{shown(after[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  } else {
    body = (
      <>
        {before !== null && (
          <>
            <p>Before</p>
            <pre>{JSON.stringify(before, null, 2)}</pre>
          </>
        )}
        {after !== null && (
          <>
            <p>After</p>
            <pre>{JSON.stringify(after, null, 2)}</pre>
          </>
        )}
      </>
    );
  }
  return (
    <details className="audit-change">
      <summary>
        Before and after <span className="visually-hidden">of entry {entry.id}</span>
      </summary>
      {body}
    </details>
  );
}

/** The audit log: search, action and subject filters, newest first, with each entry's before and after. */
export function AuditList() {
  const [search, setSearch] = useState('');
  const [actionText, setActionText] = useState('');
  const [subjectChoice, setSubjectChoice] = useState('');
  const [filters, setFilters] = useState({ q: '', action: '', subjectType: '', page: 1 });
  const audit = useAudit(filters);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilters({ q: search.trim(), action: actionText.trim(), subjectType: subjectChoice, page: 1 });
  }

  return (
    <>
      <form role="search" className="operator-toolbar audit-filters" onSubmit={submit} aria-label="Search the audit log">
        <div className="form-field">
          <label htmlFor="audit-search" className="form-field__label">
            Search
          </label>
          <input
            id="audit-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Words, action or staff"
          />
        </div>
        <div className="form-field">
          <label htmlFor="audit-action" className="form-field__label">
            Action
          </label>
          <input
            id="audit-action"
            list="audit-actions"
            value={actionText}
            onChange={(e) => setActionText(e.target.value)}
            placeholder="e.g. voucher.create"
            autoComplete="off"
          />
          <datalist id="audit-actions">
            {KNOWN_ACTIONS.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </div>
        <div style={{ minWidth: '10rem' }}>
          <SelectField
            label="Subject"
            name="subjectType"
            value={subjectChoice}
            onChange={(e) => setSubjectChoice(e.target.value)}
            placeholder="All subjects"
            options={SUBJECTS.map(({ value, label }) => ({ value, label }))}
          />
        </div>
        <button type="submit" className="button button--ghost">
          Search
        </button>
      </form>
      <QueryStatus isLoading={audit.isLoading} error={audit.error} onRetry={() => void audit.refetch()} what="audit log" />
      {audit.data &&
        (audit.data.results.length === 0 ? (
          <p>No entry matches.</p>
        ) : (
          <>
            <p>
              {audit.data.count} entr{audit.data.count === 1 ? 'y' : 'ies'}.
            </p>
            <div className="operator-table-wrap" tabIndex={0} role="region" aria-label="Audit entries">
              <table className="operator-table">
                <thead>
                  <tr>
                    <th scope="col">When (UTC)</th>
                    <th scope="col">Who</th>
                    <th scope="col">Action</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Summary</th>
                  </tr>
                </thead>
                <tbody>
                  {audit.data.results.map((entry) => (
                    <tr key={entry.id}>
                      <td>
                        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                      </td>
                      <td>{entry.staffUsername}</td>
                      <td>
                        <code>{entry.action}</code>
                      </td>
                      <td>
                        <Subject entry={entry} />
                      </td>
                      <td>
                        {entry.summary}
                        <Change entry={entry} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={filters.page}
              pageSize={audit.data.pageSize}
              count={audit.data.count}
              onPage={(page) => setFilters((f) => ({ ...f, page }))}
              label="audit entries"
            />
          </>
        ))}
    </>
  );
}
