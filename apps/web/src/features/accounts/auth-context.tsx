import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, Membership } from '@trg/contract/accounts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { tokenStore } from './token-store.ts';
import { userQueryOptions } from './api/get-user.ts';
import { accountsKeys } from './api/query-keys.ts';
import { logoutOnServer } from './api/logout.ts';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  isAuthenticated: boolean;
  token: string | null;
  user: AuthUser | null;
  /** The user's first group (spec part 1 §3). */
  group: AuthUser['groups'][number] | null;
  /** The first group's name, as the spec reads the role. */
  membership: Membership | null;
  signIn(token: string, user: AuthUser): void;
  signOut(): Promise<void>;
  /** Reloads the user (after their name or email changed elsewhere). */
  refreshUser(): Promise<void>;
}

/**
 * The session, as a store that the context carries. The context's value never changes: a change of a context's
 * value reaches every part of the page still waiting as the server's HTML (React cannot tell whether anything in
 * it reads the context), and React would drop that HTML and render the part afresh, as it did to the footer when
 * a signed-in visitor's session was found just after hydration. Components that read the session subscribe to it.
 */
interface AuthStore {
  get(): AuthState;
  /** The state the page was rendered with on the server, and hydrates with. */
  readonly initial: AuthState;
  subscribe(listener: () => void): () => void;
  /** Takes the provider's newest state; written as the provider renders, so that its children read it in the same pass. */
  take(state: AuthState): void;
  /** Tells the subscribers, once the provider's render is committed. */
  notify(): void;
}

function makeAuthStore(initial: AuthState): AuthStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    take(state) {
      current = state;
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}

const AuthContext = createContext<AuthStore | null>(null);

/** Holds the session: the token lives in localStorage under `token`; the user is loaded on start. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
  const userQuery = useQuery(userQueryOptions(token));

  // Everything cached belonged to the session that ends (cart, profile, bookings ...): none of it may
  // show to whoever signs in next on this browser.
  const clearSession = useCallback(() => {
    tokenStore.set(null);
    queryClient.clear();
  }, [queryClient]);

  // A user load the server refused is an auth error: the stored session is cleared. One that never reached the server
  // (a page opened without a network, such as the host's check-in page kept for the door) keeps the session, and is
  // tried again when the network returns.
  const unreachable = userQuery.error instanceof ApiRequestError && userQuery.error.status === 0;
  const refused = userQuery.isError && !unreachable;
  useEffect(() => {
    if (refused) clearSession();
  }, [refused, clearSession]);
  const { refetch } = userQuery;
  useEffect(() => {
    if (!unreachable) return;
    const again = () => void refetch();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [unreachable, refetch]);

  const signIn = useCallback(
    (newToken: string, user: AuthUser) => {
      queryClient.setQueryData(userQueryOptions(newToken).queryKey, user);
      tokenStore.set(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logoutOnServer();
    } catch {
      // The local session ends whatever the server answered.
    }
    clearSession();
  }, [clearSession]);

  const refreshUser = useCallback(() => queryClient.invalidateQueries({ queryKey: accountsKeys.users() }), [queryClient]);

  const value = useMemo<AuthState>(() => {
    const user = token ? (userQuery.data ?? null) : null;
    const status: AuthStatus = token === null ? 'anonymous' : user ? 'authenticated' : refused ? 'anonymous' : 'loading';
    return {
      status,
      isAuthenticated: status === 'authenticated',
      token,
      user,
      group: user?.groups[0] ?? null,
      // membershipOf of the contract, which would bring its schemas (and zod) into every page's first script.
      membership: user?.groups[0]?.name ?? null,
      signIn,
      signOut,
      refreshUser,
    };
  }, [token, userQuery.data, refused, signIn, signOut, refreshUser]);

  const [store] = useState(() => makeAuthStore(value));
  // During the render, not after: a page rendered in this same pass (the one a sign-in navigates to) reads the
  // session it brings. Those that did not render in it hear of it once it is committed.
  store.take(value);
  useLayoutEffect(() => store.notify(), [store, value]);

  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used inside AuthProvider');
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
