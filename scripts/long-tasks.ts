// npm run long-tasks: the main thread's long tasks while the public pages load and hydrate, in Chromium with its
// CPU slowed four times (as Lighthouse's mobile preset assumes) at a phone's size, each page loaded many times.
// Lighthouse's Total Blocking Time is one simulated figure per run and moves a lot between runs; this counts the
// long tasks the browser itself reports, and with --against measures two builds run for run, side by side, so
// that a change can be judged on one machine at one time. Figures are printed, never judged.
/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { APP_READY_ATTRIBUTE, PAGE_SCRIPTS_ID } from '@trg/contract/page-scripts';
import { buildWebApp, startDemoSite, type RunningSite } from './bench/site.ts';
import { auditedPages } from './lighthouse/pages.ts';
import { longTaskTable, type Load, type PageFigures } from './long-tasks/figures.ts';
import { parseLongTaskOptions, USAGE } from './long-tasks/options.ts';
import { profileTable, selfTimes, sourceLabeller, type CpuProfile } from './long-tasks/profile.ts';
import { readOptionsOrExit } from './cli.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Lighthouse's mobile preset: a Moto G Power's screen, its CPU four times slower than this machine's. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
const CPU_SLOWDOWN = 4;
/** How long after the app has taken the page over its late work (parts hydrated after it, idle work) is counted. */
const AFTER_READY_MS = 2_500;

/**
 * One load of `url` in a fresh context: the long tasks from the navigation until a while after the app is ready, and
 * when asked a CPU profile of the same span.
 */
async function load(browser: Browser, url: string, profiled = false): Promise<Load & { profile?: CpuProfile }> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const durations: number[] = [];
      Object.assign(window, { __longTasks: durations });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    if (profiled) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    await page.goto(url);
    await page.waitForFunction(
      ([scriptsId, readyAttribute]) => !document.getElementById(scriptsId) || document.documentElement.hasAttribute(readyAttribute),
      [PAGE_SCRIPTS_ID, APP_READY_ATTRIBUTE] as const,
    );
    await page.waitForTimeout(AFTER_READY_MS);
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return profiled ? { longTasks, profile: (await cdp.send('Profiler.stop')).profile } : { longTasks };
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const options = readOptionsOrExit(parseLongTaskOptions, USAGE);
  if (!options.skipBuild) await buildWebApp();
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
    throw new Error('the web app is not built: run without --skip-build');
  if (options.against && !fs.existsSync(path.join(repoRoot, options.against, 'dist/index.html'))) {
    throw new Error(`${options.against} holds no build: copy a build's apps/web/dist and apps/web/dist-ssr into it`);
  }

  const sites: { build: string; site: RunningSite }[] = [];
  let browser: Browser | undefined;
  try {
    console.log('starting the production server on a fresh embedded database with the demo data ...');
    sites.push({ build: 'this build', site: await startDemoSite() });
    if (options.against) sites.push({ build: options.against, site: await startDemoSite(path.join(options.against, 'dist')) });
    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    });

    const rows: PageFigures[] = [];
    const label = sourceLabeller(path.join(repoRoot, 'apps/web/dist'));
    const profiles: string[] = [];
    // Both builds seed the same demo data, so a page's path is the same on each.
    for (const page of await auditedPages(sites[0]?.site.base ?? '', options.only)) {
      console.log(`loading ${page.path} ${options.runs} times${sites.length > 1 ? ' in each build' : ''} ...`);
      const figures = sites.map(({ build, site }) => ({ site, row: { page: page.path, build, loads: [] as Load[] } }));
      const ownTimes = new Map<string, number>();
      for (let run = 0; run < options.runs; run++) {
        // Each build goes first every other run, so that neither is always the one loaded after the other.
        for (const { site, row } of run % 2 === 0 ? figures : [...figures].reverse()) {
          const profiled = options.profile > 0 && site === sites[0]?.site;
          const { longTasks, profile } = await load(browser, `${site.base}${page.path}`, profiled);
          row.loads.push({ longTasks });
          for (const [name, ms] of profile ? selfTimes(profile, label) : []) ownTimes.set(name, (ownTimes.get(name) ?? 0) + ms);
        }
      }
      rows.push(...figures.map(({ row }) => row));
      if (options.profile > 0) profiles.push(`${page.path}\n${profileTable(ownTimes, options.runs, options.profile)}`);
    }
    console.log(
      `\nlong tasks (over 50 ms) with the CPU slowed ${CPU_SLOWDOWN} times at ${PHONE.viewport.width}x${PHONE.viewport.height}, medians of ${options.runs} loads`,
    );
    console.log(longTaskTable(rows));
    if (profiles.length > 0) {
      console.log(
        `\nown time per load of this build's functions, the CPU slowed ${CPU_SLOWDOWN} times (a profile slows the page a little)`,
      );
      console.log(profiles.join('\n\n'));
    }
    return 0;
  } finally {
    await browser?.close();
    for (const { site } of sites) await site.stop();
  }
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
}
process.exit(exitCode);
