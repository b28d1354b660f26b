import { useState, type FormEvent } from 'react';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { signUpsFilename } from '@trg/contract/operator-requests';
import { TextField } from '../../../components/ui/field.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { downloadFile } from '../api/download.ts';
import { useSignUps } from '../api/sign-ups-api.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatConsoleDate } from './requests-format.ts';
import './operator.css';
import '../../../components/ui/feedback.css';

/** The newsletter sign-ups: search, a table, pages, and the CSV of those who consented. */
export function SignUpsList() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const signUps = useSignUps(q, page);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setPage(1);
  };
  const downloadCsv = async () => {
    setDownload({ busy: true, error: null });
    try {
      await downloadFile(OPERATOR_API_PATHS.signUpsExport, signUpsFilename(new Date().toISOString().slice(0, 10)));
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error: error instanceof Error ? error.message : 'The download failed. Try again.' });
    }
  };

  return (
    <>
      <div className="operator-toolbar">
        <form className="operator-toolbar" role="search" aria-label="Sign-ups" onSubmit={search}>
          <TextField
            label="Search"
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            hint="Name, email or city"
          />
          <button type="submit" className="button button--small">
            Search
          </button>
        </form>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void downloadCsv()}
          disabled={download.busy}
          aria-describedby="sign-ups-csv-hint"
        >
          {download.busy ? 'Preparing...' : 'Download CSV'}
        </button>
      </div>
      <p id="sign-ups-csv-hint" className="muted">
        The CSV holds everyone who signed up to the newsletter and confirmed they are over 18; the privacy policy keeps a sign-up until its
        owner unsubscribes or asks us to delete it. Each download is written in the audit log.
      </p>
      <div aria-live="polite">{download.error && <p className="form-message form-message--error">{download.error}</p>}</div>
      <QueryStatus isLoading={signUps.isLoading} error={signUps.error} onRetry={() => void signUps.refetch()} what="sign-ups" />
      {signUps.data && (
        <>
          <p role="status">
            {signUps.data.count === 0 ? 'No sign-ups match.' : `${signUps.data.count} sign-up${signUps.data.count === 1 ? '' : 's'}`}
          </p>
          {signUps.data.results.length > 0 && (
            <div className="operator-table-wrap" tabIndex={0} role="region" aria-label="Sign-ups table">
              <table className="operator-table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Phone</th>
                    <th scope="col">City</th>
                    <th scope="col">Heard of us</th>
                    <th scope="col">Signed up</th>
                    <th scope="col" className="number">
                      Times
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {signUps.data.results.map((row) => (
                    <tr key={row.id}>
                      <td>
                        {row.firstName} {row.lastName}
                      </td>
                      <td>{row.email}</td>
                      <td>{row.phone}</td>
                      <td>
                        {row.city} ({row.countryCode})
                      </td>
                      <td>{row.referralSource}</td>
                      <td>{formatConsoleDate(row.createdAt)}</td>
                      <td className="number">{row.signUpCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} pageSize={signUps.data.pageSize} count={signUps.data.count} onPage={setPage} label="sign-ups" />
        </>
      )}
    </>
  );
}
