import { parseArgs } from 'node:util';

export interface LighthouseOptions {
  /** Lighthouse runs of each page; with more than one the table shows each figure's median. */
  runs: number;
  /** Audit the build already in apps/web/dist instead of building first. */
  skipBuild: boolean;
}

export const USAGE = `npm run lighthouse -- [--runs 1] [--skip-build]
  --runs N       audit each page N times (1-20) and report the median of each figure
  --skip-build   audit the web app as last built, without \`npm run build\`
  CHROME_PATH    the browser to run (default /usr/bin/chromium)`;

export class UsageError extends Error {}

/** The command line, checked: a bad value is a UsageError naming it. */
export function parseLighthouseOptions(args: string[]): LighthouseOptions {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { runs: { type: 'string', default: '1' }, 'skip-build': { type: 'boolean', default: false } } }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const runs = Number(values.runs);
  if (!/^\d+$/.test(values.runs.trim()) || runs < 1 || runs > 20) throw new UsageError(`--runs takes a whole number from 1 to 20, not '${values.runs}'`);
  return { runs, skipBuild: values['skip-build'] };
}
