import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { operatorPaths } from '@trg/contract/operator-paths';
import { REQUEST_STATUSES, REQUEST_STATUS_LABELS } from '@trg/contract/operator-requests';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useRequests, useStaffList, type RequestsFilter } from '../api/requests-api.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatConsoleDate } from './requests-format.ts';
import './operator.css';

const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status] }));

/** The request inbox: search, status and assignee filters, a table linking to each request, pages. */
export function RequestsList() {
  const [filter, setFilter] = useState<RequestsFilter>({ q: '', status: '', assignee: '', page: 1 });
  const [text, setText] = useState('');
  const requests = useRequests(filter);
  const staff = useStaffList();
  const assigneeOptions = [
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...(staff.data?.staff ?? []).map((member) => ({ value: String(member.id), label: member.username })),
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...filter, q: text.trim(), page: 1 });
  };

  return (
    <>
      <form className="operator-toolbar" role="search" aria-label="Requests" onSubmit={search}>
        <TextField
          label="Search"
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint="Name, email, city or message"
        />
        <button type="submit" className="button button--small">
          Search
        </button>
        <SelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          placeholder="Any status"
          value={filter.status}
          onChange={(event) => setFilter({ ...filter, status: event.target.value, page: 1 })}
        />
        <SelectField
          label="Assignee"
          name="assignee"
          options={assigneeOptions}
          placeholder="Anyone"
          value={filter.assignee}
          onChange={(event) => setFilter({ ...filter, assignee: event.target.value, page: 1 })}
        />
      </form>
      <QueryStatus isLoading={requests.isLoading} error={requests.error} onRetry={() => void requests.refetch()} what="requests" />
      {requests.data && (
        <>
          <p role="status">
            {requests.data.count === 0 ? 'No requests match.' : `${requests.data.count} request${requests.data.count === 1 ? '' : 's'}`}
          </p>
          {requests.data.results.length > 0 && (
            <div className="operator-table-wrap" tabIndex={0} role="region" aria-label="Requests table">
              <table className="operator-table">
                <thead>
                  <tr>
                    <th scope="col">From</th>
                    <th scope="col">City</th>
                    <th scope="col">Message</th>
                    <th scope="col">Status</th>
                    <th scope="col">Assignee</th>
                    <th scope="col">Received</th>
                  </tr>
                </thead>
                <tbody>
                  {requests.data.results.map((request) => (
                    <tr key={request.id}>
                      <td>
                        <Link to={operatorPaths.request(request.id)}>{request.name}</Link>
                        <br />
                        <span className="muted">{request.email}</span>
                      </td>
                      <td>
                        {request.city} ({request.countryCode})
                      </td>
                      <td>{request.excerpt}</td>
                      <td>
                        {REQUEST_STATUS_LABELS[request.status]}
                        {request.replyCount > 0 && (
                          <span className="muted">
                            {' '}
                            ({request.replyCount} {request.replyCount === 1 ? 'reply' : 'replies'})
                          </span>
                        )}
                      </td>
                      <td>{request.assignee?.username ?? <span className="muted">Nobody</span>}</td>
                      <td>{formatConsoleDate(request.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={filter.page}
            pageSize={requests.data.pageSize}
            count={requests.data.count}
            onPage={(page) => setFilter({ ...filter, page })}
            label="requests"
          />
        </>
      )}
    </>
  );
}
