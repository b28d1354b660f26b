import { parseArgs } from 'node:util';
import { AUDITED_PAGE_NAMES } from '../lighthouse/pages.ts';

export interface LongTaskOptions {
  /** Loads of each page per build, interleaved between the builds. */
  runs: number;
  /** Measure the web app as last built, without `npm run build`. */
  skipBuild: boolean;
  /** Only the pages of these names (as `npm run lighthouse` names them); empty: all. */
  only: string[];
  /** Another build to measure beside this one: a folder inside the repository holding its `dist` and `dist-ssr`. */
  against: string | null;
}

export const USAGE = `npm run long-tasks -- [--runs 7] [--skip-build] [--only events,event] [--against FOLDER]
  --runs N          load each page N times (1-50) per build; the median is reported
  --skip-build      measure the web app as last built, without \`npm run build\`
  --only NAMES      only these pages, by name: ${AUDITED_PAGE_NAMES.join(', ')}
  --against FOLDER  also measure another build, run for run beside this one: a folder in the repository with
                    that build's dist/ and dist-ssr/ (say, copied there before a change)
  CHROME_PATH       the browser to run (default /usr/bin/chromium)`;

export class UsageError extends Error {}

/** The command line, checked: a bad value is a UsageError naming it. */
export function parseLongTaskOptions(args: string[]): LongTaskOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        runs: { type: 'string', default: '7' },
        'skip-build': { type: 'boolean', default: false },
        only: { type: 'string', default: '' },
        against: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const runs = Number(values.runs);
  if (!/^\d+$/.test(values.runs.trim()) || runs < 1 || runs > 50) throw new UsageError(`--runs takes a whole number from 1 to 50, not '${values.runs}'`);
  const only = values.only.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = only.filter((name) => !(AUDITED_PAGE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new UsageError(`--only takes page names from ${AUDITED_PAGE_NAMES.join(', ')}, not '${unknown.join(', ')}'`);
  const against = values.against?.trim() || null;
  return { runs, skipBuild: values['skip-build'], only, against };
}
