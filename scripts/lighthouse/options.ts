import { parseCommandLine, UsageError, wholeNumber } from '../cli.ts';
import { AUDITED_PAGE_NAMES } from './pages.ts';

export interface LighthouseOptions {
  /** Lighthouse runs of each page; with more than one the table shows each figure's median. */
  runs: number;
  /** Audit the build already in apps/web/dist instead of building first. */
  skipBuild: boolean;
  /** Audit only the pages of these names (home, journal, article, events, experiences, event); empty: all. */
  only: string[];
}

export const USAGE = `npm run lighthouse -- [--runs 1] [--skip-build] [--only home,events]
  --runs N       audit each page N times (1-20) and report the median of each figure
  --skip-build   audit the web app as last built, without \`npm run build\`
  --only NAMES   audit only these pages, by name: ${AUDITED_PAGE_NAMES.join(', ')}
  CHROME_PATH    the browser to run (default /usr/bin/chromium)`;

/** `--only`'s page names, each one `npm run lighthouse` audits; empty: all. */
export function pageNames(text: string): string[] {
  const only = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !(AUDITED_PAGE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new UsageError(`--only takes page names from ${AUDITED_PAGE_NAMES.join(', ')}, not '${unknown.join(', ')}'`);
  return only;
}

/** The command line, checked: a bad value is a UsageError naming it. */
export function parseLighthouseOptions(args: string[]): LighthouseOptions {
  const { values } = parseCommandLine({
    args,
    options: {
      runs: { type: 'string', default: '1' },
      'skip-build': { type: 'boolean', default: false },
      only: { type: 'string', default: '' },
    },
  });
  return { runs: wholeNumber('runs', values.runs, 1, 20), skipBuild: values['skip-build'], only: pageNames(values.only) };
}
