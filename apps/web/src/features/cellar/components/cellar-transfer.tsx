import { useId, useRef, useState, type FormEvent } from 'react';
import { cellarCsvErrorFields, parseCellarCsv } from '@trg/contract/cellar';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { CELLAR_EXPORT_FILE_NAME, useExportCellar } from '../api/export-cellar.ts';
import { useImportCellar } from '../api/import-cellar.ts';
import { winesText } from '../format.ts';

interface Problems {
  message: string;
  /** 'line 3' and its message, in line order. */
  lines: [string, string][];
}

const lineNumber = (key: string) => Number(/^line (\d+)$/.exec(key)?.[1] ?? Number.POSITIVE_INFINITY);

function problemsOf(message: string, fields: Record<string, string>): Problems {
  const lines = Object.entries(fields).sort(([a], [b]) => lineNumber(a) - lineNumber(b));
  return { message, lines };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const unreadText = (columns: readonly string[]) =>
  `${columns.length === 1 ? 'This column was' : 'These columns were'} not imported, as My Cellar has no place for ${columns.length === 1 ? 'it' : 'them'}: ${columns.join(', ')}.`;

/**
 * Export the cellar as my-cellar.csv, and import wines from a CSV file. The file is checked in the browser
 * first (the same parseCellarCsv as the server), so most problems show without a round trip; the server
 * checks it again and adds every row or none.
 */
export function CellarTransfer({ announce }: { announce: (message: string) => void }) {
  const exportCellar = useExportCellar();
  const importCellar = useImportCellar();
  const [problems, setProblems] = useState<Problems | null>(null);
  // The columns the last import did not read: told, not refused, so the member knows what stayed behind.
  const [unknownColumns, setUnknownColumns] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const fileId = `${id}-file`;
  const hintId = `${id}-hint`;

  const showProblems = (found: Problems) => {
    setProblems(found);
    requestAnimationFrame(() => problemsRef.current?.focus());
  };

  const runExport = () =>
    exportCellar.mutate(undefined, { onSuccess: () => announce(`Your cellar has been downloaded as ${CELLAR_EXPORT_FILE_NAME}.`) });

  const runImport = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblems(null);
    setUnknownColumns([]);
    importCellar.reset();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      showProblems({ message: 'Choose a CSV file to import.', lines: [] });
      return;
    }
    setReading(true);
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      showProblems({ message: 'The file could not be read. Please choose it again.', lines: [] });
      return;
    } finally {
      setReading(false);
    }
    const checked = parseCellarCsv(csv);
    if ('errors' in checked) {
      showProblems(problemsOf('The file has problems.', cellarCsvErrorFields(checked.errors)));
      return;
    }
    importCellar.mutate(csv, {
      onSuccess: ({ imported, unknownColumns: unread = [] }) => {
        // Clear the chosen file, so that a second press does not import the same wines again.
        if (fileRef.current) fileRef.current.value = '';
        setUnknownColumns(unread);
        announce(`${winesText(imported)} imported.${unread.length > 0 ? ` ${unreadText(unread)}` : ''}`);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) showProblems(problemsOf(error.message, error.fields));
        else showProblems({ message: 'The file could not be imported. Please try again.', lines: [] });
      },
    });
  };

  const busy = reading || importCellar.isPending;

  return (
    <section className="card cellar-transfer" aria-labelledby="cellar-transfer-title">
      <h2 id="cellar-transfer-title">Export and import</h2>
      <div className="cellar-transfer__export">
        <p>Download your cellar as a CSV file to open in a spreadsheet or keep as a copy.</p>
        <button type="button" className="button button--ghost" onClick={runExport} disabled={exportCellar.isPending}>
          {exportCellar.isPending ? 'Exporting...' : 'Export CSV'}
        </button>
        {exportCellar.error && (
          <p className="field-error" role="alert">
            {exportCellar.error instanceof ApiRequestError ? exportCellar.error.message : 'The export failed. Please try again.'} Your
            cellar was not downloaded.
          </p>
        )}
      </div>
      <form id="cellar-import" className="cellar-transfer__import" onSubmit={(event) => void runImport(event)} noValidate>
        <div className="form-field">
          <label htmlFor={fileId} className="form-field__label">
            CSV file to import
          </label>
          <p id={hintId} className="form-field__hint">
            A file exported from CellarTracker or Vivino, or your own: the first line names the columns, such as Wine (or Wine name),
            Producer (or Winery), Vintage, Country, Region, Appellation, Varietal, Quantity, Location, Bin, Price, Currency, BeginConsume
            and EndConsume. Only Wine is required; a blank Quantity means one bottle. Columns it does not know are listed, not imported.
            Every wine is added, or none if the file has a problem.
          </p>
          <input
            ref={fileRef}
            id={fileId}
            name="csv"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            aria-invalid={problems ? true : undefined}
            onChange={() => setProblems(null)}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Importing...' : 'Import'}
        </button>
        {unknownColumns.length > 0 && <p className="form-message cellar-transfer__unknown">{unreadText(unknownColumns)}</p>}
        {problems && (
          <div ref={problemsRef} className="form-alert cellar-transfer__problems" role="alert" tabIndex={-1}>
            <p>
              Nothing was imported. {problems.message}
              {problems.lines.length > 0 && ' Fix these lines in the file and import it again:'}
            </p>
            {problems.lines.length > 0 && (
              <ul>
                {problems.lines.map(([key, message]) => (
                  <li key={key}>
                    {/^line \d+$/.test(key) && <strong>{capitalise(key)}: </strong>}
                    {message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </form>
    </section>
  );
}
