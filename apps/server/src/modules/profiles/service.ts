import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@trg/contract/accounts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/http-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { emailInUse, takenFieldError, updateAccountDetails } from '../accounts/index.ts';
import { profiles, type ProfileDetails, type ProfileRow } from './schema.ts';

export interface ProfileChanges {
  account: Partial<Pick<SessionUser, 'firstName' | 'lastName' | 'email'>>;
  details: Partial<ProfileDetails>;
}

export interface StoredProfile {
  user: SessionUser;
  /** Null until the person first saves a detail or a picture. */
  row: ProfileRow | null;
}

export async function readProfile(db: Db, user: SessionUser): Promise<StoredProfile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1);
  return { user, row: row ?? null };
}

/** Saves the changed fields of one person (name and email on the account, the rest on the profile) in one transaction. */
export async function updateProfile(db: Db, user: SessionUser, changes: ProfileChanges): Promise<StoredProfile> {
  const { email } = changes.account;
  if (email !== undefined && (await emailInUse(db, email, user.id))) {
    throw badRequest(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
  }
  try {
    return await db.transaction(async (tx) => {
      let updatedUser = user;
      if (Object.keys(changes.account).length > 0) {
        const account = await updateAccountDetails(tx, user.id, changes.account);
        if (account) updatedUser = account;
      }
      if (Object.keys(changes.details).length > 0) {
        const set = { ...changes.details, updatedAt: new Date() };
        await tx
          .insert(profiles)
          .values({ userId: user.id, ...set })
          .onConflictDoUpdate({ target: profiles.userId, set });
      }
      return readProfile(tx, updatedUser);
    });
  } catch (error) {
    throw takenFieldError(error);
  }
}

/** Points the profile at a newly stored picture; answers the key of the one it replaced, for removal. */
export async function replacePicture(db: Db, user: SessionUser, pictureKey: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ pictureKey: profiles.pictureKey })
      .from(profiles)
      .where(eq(profiles.userId, user.id))
      .for('update');
    const set = { pictureKey, updatedAt: new Date() };
    await tx
      .insert(profiles)
      .values({ userId: user.id, ...set })
      .onConflictDoUpdate({ target: profiles.userId, set });
    return previous?.pictureKey ?? null;
  });
}
