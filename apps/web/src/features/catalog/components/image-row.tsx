import { useId, useState, type FormEvent } from 'react';
import type { HostItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { ItemImage } from '../../../components/ui/item-image.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUploadItemImage } from '../api/upload-item-image.ts';
import { titleOf } from '../catalog-kinds.ts';
import { NotSet } from './not-set.tsx';

/** Manage Event's Image row: the picture, and Edit to upload another (multipart, checked by the server). */
export function ImageRow({ kind, item }: { kind: CatalogKind; item: HostItem }) {
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const upload = useUploadItemImage(kind, item.id);
  const inputId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMessage('Please choose an image file to upload.');
      return;
    }
    if (file.size > 10 * 1024 * 1024) {
      setMessage('The image is larger than 10 MB. Please upload a smaller one.');
      return;
    }
    setMessage(null);
    upload.mutate(file, {
      onSuccess: () => {
        setEditing(false);
        setFile(null);
      },
      onError: (error) =>
        setMessage(error instanceof ApiRequestError ? error.message : 'The image could not be uploaded. Please try again.'),
    });
  };

  return (
    <div className="editable-row" id="field-mainExperienceImage">
      <div className="editable-row__head">
        <h3 className="editable-row__title">Image</h3>
        {!editing && (
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)} aria-label="Edit Image">
            Edit
          </button>
        )}
      </div>
      <div className="editable-row__value">
        {item.mainExperienceImage ? (
          <ItemImage
            src={item.mainExperienceImage}
            srcSet={item.mainExperienceImageSrcSet}
            sizes="240px"
            className="manage__image"
            alt={`The image of ${titleOf(item)}`}
          />
        ) : (
          <NotSet />
        )}
      </div>
      {editing && (
        <form className="editable-row__form" onSubmit={save} noValidate>
          <p className="editable-row__hint">A JPEG, PNG, WebP or AVIF photo of at most 10 MB; landscape works best.</p>
          <div className="editable-row__field">
            <label htmlFor={inputId}>Image file</label>
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              required
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          {message && (
            <p className="form-message form-message--error" role="alert">
              {message}
            </p>
          )}
          <div className="editable-row__actions">
            <button type="submit" className="button button--small" disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Save'}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={upload.isPending}
              onClick={() => {
                setEditing(false);
                setFile(null);
                setMessage(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
