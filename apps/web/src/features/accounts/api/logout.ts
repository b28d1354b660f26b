import { apiFetch } from '../../../lib/api-client.ts';

/** Ends the token on the server; the caller clears the local session whatever the answer. */
export const logoutOnServer = () => apiFetch('/api/auth/logout', { method: 'POST' });
