// npm run lighthouse: Lighthouse (mobile preset) over the public pages of a production build with the demo data,
// on this machine's Chromium. Figures are printed and saved to lighthouse/results/, never judged: the exit code
// says only whether the audits ran.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWebApp, startDemoSite } from './bench/site.ts';
import { CATEGORIES, figuresOf, figuresTable, median, medianFigures, type Figures } from './lighthouse/figures.ts';
import { findingsOf, findingsText, type PageFindings } from './lighthouse/findings.ts';
import { parseLighthouseOptions, USAGE, type LighthouseOptions } from './lighthouse/options.ts';
import { readOptionsOrExit } from './cli.ts';
import { auditedPages, type AuditedPage } from './lighthouse/pages.ts';
import { ATTEMPTS_PER_RUN, AuditError, isRecordingFailure } from './lighthouse/recording.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'];

interface PageResult extends AuditedPage {
  url: string;
  runs: Figures[];
  median: Figures;
  /** The report files of each run, relative to the results folder. */
  reports: string[];
  /** From the run whose performance score is the median one. */
  findings: PageFindings;
  /** Runs Lighthouse failed to record and ran again (see recording.ts), with their error codes. */
  retried: string[];
}

/** The Lighthouse version and browser of the runs, from the first report. */
let environment: { lighthouseVersion: string; browser: string } | null = null;
/**
 * Lighthouse's measure of this machine's CPU at each run (higher is faster). Its simulation slows the CPU a fixed
 * four times, so the same build scores better on a faster machine: figures compare only beside this number.
 */
const benchmarkIndexes: number[] = [];

/** What must be undone however the run ends: each step registers its own undoing, last first. */
const cleanUps: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
/** Undoes every step once, whoever asks first (the end of the run or a signal); the others wait for it. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanUps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleaning up: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}
/** Set by Ctrl-C or SIGTERM: no browser is started after it, and the run ends once cleaned up. */
let interrupted = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    interrupted = true;
    void cleanUp().finally(() => process.exit(code));
  });
}

/** lighthouse/results/<YYYY-MM-DD>-<HHMMSS>/, in local time. */
function resultsFolder(at: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const stamp = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  const folder = path.join(repoRoot, 'lighthouse/results', stamp);
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

/** One Lighthouse run in a browser of its own (nothing cached from the page before), its reports written to `folder`. */
async function audit(url: string, folder: string, fileStem: string) {
  if (interrupted) throw new Error('interrupted');
  const launching = launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  // Also a browser still starting when the run is interrupted: the clean-up waits for it to kill it.
  const killChrome = async () => (await launching.catch(() => undefined))?.kill();
  cleanUps.push(killChrome);
  try {
    const chrome = await launching;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['json', 'html'],
      onlyCategories: [...CATEGORIES],
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure) throw new AuditError(`Lighthouse could not audit ${url}: ${failure.code} ${failure.message}`, failure.code);
    environment ??= { lighthouseVersion: result.lhr.lighthouseVersion, browser: result.lhr.environment.hostUserAgent };
    benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    // One report per output asked for, in the same order.
    const [json = '', html = ''] = Array.isArray(result.report) ? result.report : [result.report];
    const files = { json: `${fileStem}.report.json`, html: `${fileStem}.report.html` };
    fs.writeFileSync(path.join(folder, files.json), json);
    fs.writeFileSync(path.join(folder, files.html), html);
    return { lhr: result.lhr, files: [files.json, files.html] };
  } finally {
    const index = cleanUps.indexOf(killChrome);
    if (index >= 0) cleanUps.splice(index, 1);
    await killChrome();
  }
}

async function auditPage(page: AuditedPage, base: string, folder: string, runs: number): Promise<PageResult> {
  const url = `${base}${page.path}`;
  const done: { figures: Figures; findings: PageFindings }[] = [];
  const reports: string[] = [];
  const retried: string[] = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`auditing ${page.path}${runs > 1 ? ` (run ${run} of ${runs})` : ''} ...`);
    for (let attempt = 1; ; attempt++) {
      try {
        const { lhr, files } = await audit(url, folder, `${page.name}-${run}`);
        done.push({ figures: figuresOf(lhr), findings: findingsOf(lhr) });
        reports.push(...files);
        break;
      } catch (error) {
        if (!(error instanceof AuditError) || !isRecordingFailure(error.code) || attempt >= ATTEMPTS_PER_RUN || interrupted) throw error;
        console.log(`  Lighthouse failed to record the load (${error.code}); running it again`);
        retried.push(error.code ?? '');
      }
    }
  }
  const byPerformance = [...done].sort((a, b) => (a.figures.scores.performance ?? 0) - (b.figures.scores.performance ?? 0));
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  if (!middle) throw new Error(`no run of ${url}`);
  const figures = done.map((run) => run.figures);
  return { ...page, url, runs: figures, median: medianFigures(figures), reports, findings: middle.findings, retried };
}

function writeSummary(folder: string, startedAt: Date, options: LighthouseOptions, pages: PageResult[], failures: string[]): string {
  const file = path.join(folder, 'summary.json');
  const summary = {
    startedAt: startedAt.toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      loadAverage: os.loadavg(),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    lighthouse: environment,
    benchmarkIndex: { median: median(benchmarkIndexes), runs: benchmarkIndexes },
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    options,
    pages,
    failures,
  };
  fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}

async function main(): Promise<number> {
  const options = readOptionsOrExit(parseLighthouseOptions, USAGE);
  const startedAt = new Date();
  if (!options.skipBuild) await buildWebApp();
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
    throw new Error('the web app is not built: run without --skip-build');

  console.log('starting the production server on a fresh embedded database with the demo data ...');
  const site = await startDemoSite();
  cleanUps.push(() => site.stop());
  const base = site.base;

  const folder = resultsFolder(startedAt);
  const pages: PageResult[] = [];
  const failures: string[] = [];
  for (const page of await auditedPages(base, options.only)) {
    if (interrupted) break;
    try {
      const result = await auditPage(page, base, folder, options.runs);
      pages.push(result);
    } catch (error) {
      if (interrupted) break;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${page.path}: ${message}`);
      failures.push(`${page.path}: ${message}`);
    }
  }

  if (interrupted) return 130;

  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\nLighthouse ${environment?.lighthouseVersion ?? '(no run)'}, mobile preset, ${CHROME_PATH}; ${os.cpus().length} CPUs, load average now ${load}`,
  );
  const cpu = median(benchmarkIndexes);
  if (cpu !== null)
    console.log(`Lighthouse's CPU benchmark index of this machine (higher is faster): ${Math.round(cpu)}, the median of the runs`);
  if (options.runs > 1) console.log(`each figure is the median of ${options.runs} runs`);
  console.log(figuresTable(pages.map((page) => ({ page: page.path, figures: page.median }))));
  for (const page of pages) console.log(`\n${findingsText(page.path, page.findings)}`);
  console.log(
    `\nreports in ${path.relative(repoRoot, folder)}/, summary ${path.relative(repoRoot, writeSummary(folder, startedAt, options, pages, failures))}`,
  );
  if (failures.length > 0) console.error(`\n${failures.length} page(s) could not be audited:\n${failures.join('\n')}`);
  return failures.length > 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (!interrupted) console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUp();
}
process.exit(exitCode);
