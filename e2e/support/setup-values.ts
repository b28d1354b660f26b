/**
 * What global setup made for the journeys. Playwright runs global setup in its runner and starts the workers after
 * it, with the runner's environment: the values travel to the tests in one environment variable.
 */
export interface SetupValues {
  baseURL: string;
  /** MAP_TILE_URL of the server: the local tile stub's template. */
  mapTileUrl: string;
  /** Where the server writes the mail it sends (no SMTP_URL): one .eml file a message. */
  outboxDir: string;
  /** A staff account `npm run staff -- create` made, whose link global setup followed: it signs in with this password. */
  staffAccount: { username: string; password: string };
  /** A second staff account, its one-time link (to set its password) not yet used. */
  staffInvite: { username: string; email: string; link: string };
}

export const SETUP_VALUES_VARIABLE = 'TRG_E2E_SETUP';

export function setupValues(): SetupValues {
  const values = process.env[SETUP_VALUES_VARIABLE];
  if (!values)
    throw new Error(
      'No server for the journeys: run them with `npx playwright test -c e2e/playwright.config.ts`, whose global setup starts it.',
    );
  return JSON.parse(values) as SetupValues;
}
