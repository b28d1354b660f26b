import { useState, type ChangeEvent } from 'react';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** The profile picture or a placeholder, with an upload that replaces it (checked again by the server). */
export function ProfilePicture({ url, alt, upload }: { url: string | null; alt: string; upload(file: File): Promise<unknown> }) {
  const [status, setStatus] = useState<'idle' | 'uploading' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError('The image is larger than 10 MB. Please choose a smaller one.');
      return;
    }
    setError(null);
    setStatus('uploading');
    try {
      await upload(file);
      setStatus('done');
    } catch (uploadError) {
      setStatus('idle');
      setError(uploadError instanceof Error ? uploadError.message : 'The picture could not be uploaded. Please try again.');
    }
  };

  return (
    <div className="profile-picture">
      {url ? (
        <img className="profile-picture__image" src={url} alt={alt} width={112} height={112} />
      ) : (
        <svg className="profile-picture__image" viewBox="0 0 112 112" role="img" aria-label="No picture yet" width={112} height={112}>
          <rect width="112" height="112" rx="56" fill="#f4e9ea" />
          <circle cx="56" cy="44" r="18" fill="#c9a66b" />
          <path d="M22 96c4-18 18-28 34-28s30 10 34 28" fill="#c9a66b" />
        </svg>
      )}
      <div className="profile-picture__actions">
        <label className="button button--ghost button--small profile-picture__choose">
          {url ? 'Change picture' : 'Upload a picture'}
          <input
            className="visually-hidden"
            type="file"
            accept={ACCEPT}
            onChange={(event) => void onChange(event)}
            disabled={status === 'uploading'}
          />
        </label>
        <p className="profile-picture__hint">JPEG, PNG, WebP or AVIF, up to 10 MB.</p>
        <p className="profile-picture__status" role="status">
          {status === 'uploading' ? 'Uploading…' : status === 'done' ? 'Picture saved.' : ''}
        </p>
        {error && (
          <p className="form-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
