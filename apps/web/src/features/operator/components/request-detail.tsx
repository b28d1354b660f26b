import { useState, type FormEvent } from 'react';
import {
  REQUEST_LIMITS,
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  type RequestDetail,
  type RequestStatus,
} from '@trg/contract/operator-requests';
import { SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSendRequestReply, useStaffList, useUpdateRequest } from '../api/requests-api.ts';
import { formatConsoleDate } from './requests-format.ts';
import './operator.css';
import './requests.css';
import '../../../components/ui/feedback.css';

const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status] }));
const errorText = (error: unknown) => (error instanceof ApiRequestError ? error.message : 'Something went wrong. Try again.');

/** What the requester sent, as a definition list. */
function RequestFields({ request }: { request: RequestDetail }) {
  const rows: [string, string][] = [
    ['Email', request.email],
    ['Phone', request.phone],
    ['City', request.city],
    ['Country', request.country],
    ['Heard of us through', request.referralSource.label],
    ['Over 18', request.ageCertified ? 'Yes, certified' : 'Not certified'],
    ['Received', formatConsoleDate(request.createdAt)],
  ];
  return (
    <section aria-labelledby="request-message-title">
      <h2 id="request-message-title">Their message</h2>
      <p className="pre-line">{request.requestContent}</p>
      <dl className="operator-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{label === 'Email' ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Status, assignee and notes, saved together. */
function HandlingForm({ request }: { request: RequestDetail }) {
  const [status, setStatus] = useState<RequestStatus>(request.status);
  const [assignee, setAssignee] = useState(request.assignee ? String(request.assignee.id) : '');
  const [notes, setNotes] = useState(request.notes);
  const [saved, setSaved] = useState(false);
  const staff = useStaffList();
  const update = useUpdateRequest(request.id);
  const staffOptions = (staff.data?.staff ?? []).map((member) => ({
    value: String(member.id),
    label: member.name === member.username ? member.username : `${member.username} (${member.name})`,
  }));
  if (request.assignee && !staffOptions.some((option) => option.value === String(request.assignee?.id))) {
    staffOptions.push({ value: String(request.assignee.id), label: request.assignee.username });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate({ status, assigneeId: assignee ? Number(assignee) : null, notes }, { onSuccess: () => setSaved(true) });
  };
  const fieldError = (name: string) => (update.error instanceof ApiRequestError ? update.error.fields?.[name] : undefined);

  return (
    <section aria-labelledby="request-handling-title">
      <h2 id="request-handling-title">Handling</h2>
      <form onSubmit={submit} noValidate>
        <SelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.target.value as RequestStatus)}
          error={fieldError('status')}
        />
        <SelectField
          label="Assignee"
          name="assigneeId"
          options={staffOptions}
          placeholder="Nobody"
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          error={fieldError('assigneeId')}
        />
        <TextAreaField
          label="Notes"
          hint="For the staff only; never sent to the requester."
          name="notes"
          rows={4}
          maxLength={REQUEST_LIMITS.notes}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          error={fieldError('notes')}
        />
        <div className="form-actions">
          <button type="submit" className="button button--small" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </button>
        </div>
        <div aria-live="polite">
          {saved && <p className="form-message form-message--success">Changes saved.</p>}
          {update.error && <p className="form-message form-message--error">{errorText(update.error)}</p>}
        </div>
      </form>
    </section>
  );
}

/** The replies sent so far, and the form that emails a new one. */
function Replies({ request }: { request: RequestDetail }) {
  const [body, setBody] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendRequestReply(request.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    send.mutate(
      { body },
      {
        onSuccess: () => {
          setBody('');
          setSentTo(request.email);
        },
      },
    );
  };
  const bodyError =
    send.error instanceof ApiRequestError
      ? (send.error.fields?.body ?? send.error.message)
      : send.error
        ? errorText(send.error)
        : undefined;

  return (
    <section aria-labelledby="request-replies-title">
      <h2 id="request-replies-title">Replies</h2>
      {request.replies.length === 0 ? (
        <p className="muted">No reply yet.</p>
      ) : (
        <ol className="operator-replies">
          {request.replies.map((reply) => (
            <li key={reply.id}>
              <p className="muted">
                {reply.staffUsername}, {formatConsoleDate(reply.sentAt)}
              </p>
              <p className="pre-line">{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate>
        <TextAreaField
          label={`Reply to ${request.firstName}`}
          hint={`Sent by email to ${request.email}, and kept here. The request is then marked answered.`}
          name="body"
          rows={8}
          maxLength={REQUEST_LIMITS.reply}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={bodyError}
        />
        <div className="form-actions">
          <button type="submit" className="button button--small" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send reply'}
          </button>
        </div>
        <div aria-live="polite">{sentTo && <p className="form-message form-message--success">Your reply was sent to {sentTo}.</p>}</div>
      </form>
    </section>
  );
}

/** One request in the console: what was sent, how it is handled, the replies. */
export function RequestDetailView({ request }: { request: RequestDetail }) {
  return (
    <div className="operator-request">
      <RequestFields request={request} />
      <HandlingForm key={`${request.id}-${request.replies.length}`} request={request} />
      <Replies request={request} />
    </div>
  );
}
