import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import { WINE_LIST_LIMITS } from '@trg/contract/wine-lists';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCreateWineList } from '../api/create-wine-list.ts';
import './wine-lists.css';

/**
 * Create Wine List (spec part 2 §2): a name and a description; Create shows once a name is typed. The form
 * resets after creating and says so, with a link to the new list.
 */
export function CreateWineListForm() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const create = useCreateWineList();
  const nameId = useId();
  const descriptionId = useId();
  const nameErrorId = useId();
  const descriptionErrorId = useId();
  const error =
    create.error instanceof ApiRequestError
      ? create.error
      : create.error
        ? new ApiRequestError(0, 'unknown', 'The wine list could not be created. Please try again.')
        : null;
  const nameError = error?.fields.wineListName;
  const descriptionError = error?.fields.wineListdescription;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setCreated(null);
    create.mutate(
      { wineListName: name.trim(), wineListdescription: description.trim() },
      {
        onSuccess: (list) => {
          setName('');
          setDescription('');
          setCreated({ id: list.id, name: list.wineListName });
        },
      },
    );
  };

  return (
    <section className="section host-page" aria-labelledby="create-wine-list-title">
      <h1 id="create-wine-list-title">Create Wine List</h1>
      <p className="muted">Create a new wine list</p>
      {created && (
        <p className="form-message form-message--success wine-lists__notice" role="status">
          Your wine list <Link to={paths.hostWineList(created.id)}>{created.name}</Link> has been created. Open it to add wines.
        </p>
      )}
      <form className="card wine-lists__form" onSubmit={submit} noValidate>
        <div className="wine-lists__field">
          <label htmlFor={nameId}>Wine List Name</label>
          <input
            id={nameId}
            type="text"
            value={name}
            maxLength={WINE_LIST_LIMITS.name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? nameErrorId : undefined}
            autoComplete="off"
          />
          {nameError && (
            <p id={nameErrorId} className="field-error">
              {nameError}
            </p>
          )}
        </div>
        <div className="wine-lists__field">
          <label htmlFor={descriptionId}>Wine List Description</label>
          <textarea
            id={descriptionId}
            value={description}
            rows={5}
            maxLength={WINE_LIST_LIMITS.description}
            onChange={(event) => setDescription(event.target.value)}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? descriptionErrorId : undefined}
          />
          {descriptionError && (
            <p id={descriptionErrorId} className="field-error">
              {descriptionError}
            </p>
          )}
        </div>
        {error && (
          <p className={nameError || descriptionError ? 'visually-hidden' : 'form-message form-message--error'} role="alert">
            {error.message}
          </p>
        )}
        {name.trim() !== '' && (
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create'}
          </button>
        )}
      </form>
    </section>
  );
}
