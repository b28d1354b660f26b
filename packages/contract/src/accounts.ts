import { z } from './zod.ts';
import { NAME_PATTERN, inputObject, singleLineText } from './text.ts';

/** `staff` run the site from the operator's console; nobody registers as staff (`npm run staff`). */
export const MEMBERSHIPS = ['members', 'professionals', 'staff'] as const;
export const MembershipSchema = z.enum(MEMBERSHIPS);
export type Membership = z.infer<typeof MembershipSchema>;

/** GET /api/auth/user: the signed-in user; the first group's name is the membership. */
export const AuthUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  groups: z.array(z.object({ name: MembershipSchema })),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export function membershipOf(user: Pick<AuthUser, 'groups'> | null | undefined): Membership | null {
  return user?.groups[0]?.name ?? null;
}

export const LOGIN_MESSAGES = { username: 'Please enter your username', password: 'Please enter your password' } as const;

/** POST /api/login-user/ */
export const LoginSchema = inputObject({
  username: singleLineText(LOGIN_MESSAGES.username).trim().min(1, { error: LOGIN_MESSAGES.username }).max(150),
  password: singleLineText(LOGIN_MESSAGES.password).min(1, { error: LOGIN_MESSAGES.password }).max(1024),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** The answer to login and registration. */
export const AuthSessionSchema = z.object({ user: AuthUserSchema, token: z.string() });
export type AuthSession = z.infer<typeof AuthSessionSchema>;

export const LOGIN_FAILED_MESSAGE = 'Unable to log in with the username and password provided.';

// Registration ---------------------------------------------------------------------------------

import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './account-limits.ts';

export { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH };
export const PASSWORD_MAX_LENGTH = 1024;
export const NAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;

export const REGISTRATION_TYPES = { mbr: 'members', prf: 'professionals' } as const satisfies Record<string, Membership>;
export type RegistrationType = keyof typeof REGISTRATION_TYPES;

export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Please choose a username',
  usernameFormat: `Usernames have ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits, dots, hyphens or underscores`,
  usernameTaken: 'A user with that username already exists',
  emailRequired: 'Please enter your email address',
  emailFormat: 'Please enter a valid email address',
  emailTaken: 'A user with that email address already exists',
  firstNameRequired: 'Please provide your first name',
  lastNameRequired: 'Please provide your last name',
  nameFormat: 'Please use letters, spaces, hyphens or apostrophes only',
  nameTooLong: `Names have at most ${NAME_MAX_LENGTH} characters`,
  passwordTooShort: `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Passwords have at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordCommon: 'This password is too common. Please choose one that is harder to guess',
  passwordSimilar: 'Your password must not be your username or email address',
  passwordMismatch: 'The two passwords do not match',
  registrationType: 'Please choose Member or Professional',
} as const;

export const UsernameSchema = singleLineText(ACCOUNT_MESSAGES.usernameRequired)
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.usernameRequired })
  .regex(new RegExp(`^[A-Za-z0-9._-]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`), {
    error: ACCOUNT_MESSAGES.usernameFormat,
  });

export const EmailSchema = singleLineText(ACCOUNT_MESSAGES.emailRequired)
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: ACCOUNT_MESSAGES.emailFormat })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.emailFormat }));

export const personNameSchema = (requiredMessage: string) =>
  singleLineText(requiredMessage)
    .trim()
    .min(1, { error: requiredMessage })
    .max(NAME_MAX_LENGTH, { error: ACCOUNT_MESSAGES.nameTooLong })
    .regex(NAME_PATTERN, { error: ACCOUNT_MESSAGES.nameFormat });

export const FirstNameSchema = personNameSchema(ACCOUNT_MESSAGES.firstNameRequired);
export const LastNameSchema = personNameSchema(ACCOUNT_MESSAGES.lastNameRequired);

export const PasswordSchema = singleLineText(ACCOUNT_MESSAGES.passwordTooShort)
  .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooLong });

/**
 * True when the password is the username or the email address (or its part before the @), in any case,
 * or contains the username: the first guesses of anyone who knows the account.
 */
export function passwordResemblesAccount(password: string, account: { username: string; email: string }): boolean {
  const candidate = password.trim().toLowerCase();
  const username = account.username.trim().toLowerCase();
  const email = account.email.trim().toLowerCase();
  const localPart = email.split('@')[0] ?? '';
  if (!candidate) return false;
  if ([username, email, localPart].includes(candidate)) return true;
  return username.length >= 4 && candidate.includes(username);
}

function passwordsPresent(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'password' in value &&
    typeof value.password === 'string' &&
    'password2' in value &&
    typeof value.password2 === 'string'
  );
}

function accountNamed(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'username' in value &&
    typeof value.username === 'string' &&
    'email' in value &&
    typeof value.email === 'string'
  );
}

/** POST /api/register-user-create/ (the spec's field names; registrationType mbr = Member, prf = Professional). */
export const RegistrationSchema = inputObject({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  password2: singleLineText(ACCOUNT_MESSAGES.passwordMismatch).max(PASSWORD_MAX_LENGTH),
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  registrationType: z.enum(['mbr', 'prf'], { error: ACCOUNT_MESSAGES.registrationType }),
})
  // Checked whenever both passwords are text, even when other fields have failed, so every problem shows at once.
  .refine((value) => value.password === value.password2, {
    path: ['password2'],
    error: ACCOUNT_MESSAGES.passwordMismatch,
    when: (payload) => passwordsPresent(payload.value),
  })
  .refine((value) => !passwordResemblesAccount(value.password, value), {
    path: ['password'],
    error: ACCOUNT_MESSAGES.passwordSimilar,
    when: (payload) => passwordsPresent(payload.value) && accountNamed(payload.value),
  });
export type RegistrationInput = z.input<typeof RegistrationSchema>;
export type Registration = z.output<typeof RegistrationSchema>;

// Password reset (ours: the spec has none) ---------------------------------------------------------

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const PASSWORD_RESET_MESSAGES = {
  identifierRequired: 'Please enter your username or email address',
  /** The one answer to every request, whether or not an account matches. */
  sent: 'If an account matches what you entered, we have sent it an email with a link to choose a new password. The link works for one hour.',
  invalidToken: 'This reset link is not valid any more: it has been used, has expired or is incomplete. Please ask for a new one.',
  done: 'Your password has been changed. Please log in with your new password.',
} as const;

/** POST /api/password-reset-request/: the account by its username or email address. */
export const PasswordResetRequestSchema = inputObject({
  usernameOrEmail: singleLineText(PASSWORD_RESET_MESSAGES.identifierRequired)
    .trim()
    .min(1, { error: PASSWORD_RESET_MESSAGES.identifierRequired })
    .max(EMAIL_MAX_LENGTH, { error: PASSWORD_RESET_MESSAGES.identifierRequired }),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** The random part of a reset link: 64 hex digits. */
export const PASSWORD_RESET_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** POST /api/password-reset-confirm/: the link's token and the new password, under the registration's rules. */
export const PasswordResetSchema = inputObject({
  token: singleLineText(PASSWORD_RESET_MESSAGES.invalidToken).regex(PASSWORD_RESET_TOKEN_PATTERN, {
    error: PASSWORD_RESET_MESSAGES.invalidToken,
  }),
  password: PasswordSchema,
  password2: singleLineText(ACCOUNT_MESSAGES.passwordMismatch).max(PASSWORD_MAX_LENGTH),
}).refine((value) => value.password === value.password2, {
  path: ['password2'],
  error: ACCOUNT_MESSAGES.passwordMismatch,
  when: (payload) => passwordsPresent(payload.value),
});
export type PasswordResetInput = z.input<typeof PasswordResetSchema>;

/** The answer to both reset calls: a sentence to show. */
export const PasswordResetAnswerSchema = z.object({ detail: z.string() });
export type PasswordResetAnswer = z.infer<typeof PasswordResetAnswerSchema>;
