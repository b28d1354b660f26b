import type { ReactNode } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import type { ProfileChanges } from '../api/update-profile.ts';
import { ProfileRow } from './profile-row.tsx';
import type { RowConfig } from './contact-rows.ts';
import './profiles.css';

/** The frame of both profile pages: heading, picture and rows that save through one update schema. */
export function ProfileSheet({
  title,
  intro,
  picture,
  rows,
  schema,
  save,
}: {
  title: string;
  intro?: string;
  picture: ReactNode;
  rows: RowConfig[];
  schema: z.ZodType;
  save(changes: ProfileChanges): Promise<unknown>;
}) {
  const validate = (changes: ProfileChanges) => {
    const parsed = schema.safeParse(changes);
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  };
  return (
    <article className="profile-sheet" aria-labelledby="profile-title">
      <ProfileHeading title={title} intro={intro} />
      {picture}
      <div className="profile-sheet__rows">
        {rows.map((row) => (
          <ProfileRow key={row.label} {...row} validate={validate} save={save} />
        ))}
      </div>
    </article>
  );
}

export function ProfileHeading({ title, intro }: { title: string; intro?: string | undefined }) {
  return (
    <header className="profile-sheet__header">
      <h1 id="profile-title">{title}</h1>
      {intro && <p className="profile-sheet__intro">{intro}</p>}
    </header>
  );
}

/** A failed load, said in words, with a retry (the spec only logs it). */
export function ProfileLoadError({ message, retry }: { message: string; retry(): void }) {
  return (
    <div className="form-alert" role="alert">
      <p>Your details could not be loaded: {message}</p>
      <button type="button" className="button button--small" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
