import { TOKEN_STORAGE_KEY, readToken } from '../../lib/api-client.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The session token, kept in localStorage under `token` (spec part 1 §3) and read through
 * useSyncExternalStore, so every component, and every tab, sees the same value.
 */
export const tokenStore = {
  get: (): string | null => readToken(),
  set(token: string | null) {
    try {
      if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
      else localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Storage may be unavailable (private browsing); the session then ends with the page.
    }
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
