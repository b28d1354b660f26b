import { parseCommandLine, wholeNumber } from '../cli.ts';
import { pageNames } from '../lighthouse/options.ts';
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
  /** Also profile this build's loads and list this many functions with the most own time (0: no profile). */
  profile: number;
}

export const USAGE = `npm run long-tasks -- [--runs 7] [--skip-build] [--only events,event] [--against FOLDER] [--profile 25]
  --runs N          load each page N times (1-50) per build; the median is reported
  --skip-build      measure the web app as last built, without \`npm run build\`
  --only NAMES      only these pages, by name: ${AUDITED_PAGE_NAMES.join(', ')}
  --against FOLDER  also measure another build, run for run beside this one: a folder in the repository with
                    that build's dist/ and dist-ssr/ (say, copied there before a change)
  --profile N       also take a CPU profile of this build's loads and list, per page, the N functions (1-200) with
                    the most own time per load, named by their place in the sources (the build's source maps)
  CHROME_PATH       the browser to run (default /usr/bin/chromium)`;

/** The command line, checked: a bad value is a UsageError naming it. */
export function parseLongTaskOptions(args: string[]): LongTaskOptions {
  const { values } = parseCommandLine({
    args,
    options: {
      runs: { type: 'string', default: '7' },
      'skip-build': { type: 'boolean', default: false },
      only: { type: 'string', default: '' },
      against: { type: 'string' },
      profile: { type: 'string', default: '0' },
    },
  });
  return {
    runs: wholeNumber('runs', values.runs, 1, 50),
    skipBuild: values['skip-build'],
    only: pageNames(values.only),
    against: values.against?.trim() || null,
    profile: values.profile === '0' ? 0 : wholeNumber('profile', values.profile, 1, 200),
  };
}
