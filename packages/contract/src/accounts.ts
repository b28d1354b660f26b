import { z } from 'zod';

export const MEMBERSHIPS = ['members', 'professionals'] as const;
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

/** POST /api/login-user/ */
export const LoginSchema = z.object({
  username: z.string().trim().min(1, { error: 'Please enter your username' }).max(150),
  password: z.string().min(1, { error: 'Please enter your password' }).max(1024),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** The answer to login and registration. */
export const AuthSessionSchema = z.object({ user: AuthUserSchema, token: z.string() });
export type AuthSession = z.infer<typeof AuthSessionSchema>;

export const LOGIN_FAILED_MESSAGE = 'Unable to log in with the username and password provided.';
