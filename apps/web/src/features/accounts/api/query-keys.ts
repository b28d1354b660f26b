/** The signed-in user, cached per token so that one session's user never shows in the next. */
export const accountsKeys = {
  all: ['auth'] as const,
  users: () => [...accountsKeys.all, 'user'] as const,
  user: (token: string | null) => [...accountsKeys.users(), token] as const,
};
