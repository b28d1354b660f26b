import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';

/** Ends the token on the server; the caller clears the local session whatever the answer. */
export const logoutOnServer = () => apiFetch(API_PATHS.logout, { method: 'POST' });
