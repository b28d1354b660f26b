import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { HostItem } from '@trg/contract/catalog';
import { CATALOG_LIMITS } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCreateItem } from '../api/create-item.ts';
import { KINDS } from '../catalog-kinds.ts';
import './catalog.css';

/** Create an Event / Create an Experience: a title and the online flag; Create shows once a title is typed. */
export function CreateItemForm({ kind, onCreated }: { kind: CatalogKind; onCreated: (item: HostItem) => void }) {
  const config = KINDS[kind];
  const [title, setTitle] = useState('');
  const [online, setOnline] = useState(false);
  const create = useCreateItem(kind);
  const titleId = useId();
  const errorId = useId();
  const error = create.error instanceof ApiRequestError ? create.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    create.mutate(
      { title: title.trim(), online },
      {
        onSuccess: (item) => {
          setTitle('');
          setOnline(false);
          onCreated(item);
        },
      },
    );
  };

  return (
    <section className="section host-page" aria-labelledby="create-title">
      <h1 id="create-title">Create an {config.Noun}</h1>
      <p className="create-form__steps">
        <Link className="button" to={config.createStepsPath}>
          Create an {config.Noun} in four steps
        </Link>{' '}
        Everything on one guided form, filled in from your business profile, with a preview as you go.
      </p>
      <p className="muted">Or start with a title. You can fill in the details, add an image and publish it from the next page.</p>
      <form className="card create-form" onSubmit={submit} noValidate>
        <label htmlFor={titleId}>{config.Noun} title</label>
        <input
          id={titleId}
          type="text"
          value={title}
          maxLength={CATALOG_LIMITS.title}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={error?.fields[config.titleField] ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
        />
        <label className="checkbox">
          <input type="checkbox" checked={online} onChange={(event) => setOnline(event.target.checked)} />
          <span>This is an online {config.noun} (streamed, no venue)</span>
        </label>
        {error && (
          <p id={errorId} className="form-message form-message--error" role="alert">
            {error.fields[config.titleField] ?? error.message}
          </p>
        )}
        {title.trim() !== '' && (
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create'}
          </button>
        )}
      </form>
    </section>
  );
}
