import { expect, test } from '@playwright/test';
import { navigation, snapshot, startTimespan } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEMO, DEMO_PASSWORD } from '../src/servers';
import { chromiumLaunchOptions } from '../src/web-server';

/**
 * Lighthouse (the npm package, in Debian's Chromium, its default mobile preset:
 * a Moto G Power screen, slow 4G and 4x CPU, simulated) on Home, `/list/{id}` with 500 items, the
 * Cart, SearchLDN and the products overlay open with results; the median of 5 runs of each, each
 * in a new browser (a first visit). Targets: Performance at least 97, Accessibility 100.
 *
 * A navigation gives both scores. The overlay is a state reached by hand (menu, 'Produits', a
 * search), which a navigation cannot reach: Lighthouse's timespan mode records the reaching (its
 * Performance score weighs what a timespan can measure, Total Blocking Time and Cumulative Layout
 * Shift, as a navigation's does), and its snapshot mode audits the state reached (Accessibility).
 * A timespan cannot simulate the preset's slow 4G and 4x CPU after the fact as a navigation's
 * score does: the same preset is applied for real (`throttlingMethod: 'devtools'`, the CPU slowed
 * 4 times by DevTools), which measures the blocking time as it happens.
 */
/** BENCH_LIGHTHOUSE_RUNS=1 for a quick check of the steps; the figures are the median of 5. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const TARGETS = { performance: 97, accessibility: 100 };
const PAGES = [
  { name: 'Home', path: '/' },
  { name: '/list/{id}, 500 items', path: '/list/demo00items500' },
  { name: 'Cart', path: '/list/demo00items500/cart' },
  { name: 'SearchLDN', path: '/list/search' },
];
const CATEGORIES = { onlyCategories: ['performance', 'accessibility'] };

interface Scores {
  readonly performance: number | null;
  readonly accessibility: number | null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

const score = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(value * 100);

/** A new headless Chromium (Debian's), as Lighthouse's own launcher would start it. */
function newBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

/**
 * Lighthouse's own failures to record a run ('Please run Lighthouse again', such as NO_NAVSTART)
 * get a new run, at most this many times; a page that still has no score fails the bench.
 */
const LIGHTHOUSE_RETRIES = 2;

interface NavigationRun extends Scores {
  /** Lighthouse itself could not record the run (its `runtimeError`), not the page failing. */
  readonly recordingFailed: boolean;
}

async function navigationScores(url: string): Promise<Scores> {
  for (let attempt = 0; ; attempt += 1) {
    const run = await navigationRun(url);
    if (!run.recordingFailed || attempt >= LIGHTHOUSE_RETRIES) return run;
  }
}

async function navigationRun(url: string): Promise<NavigationRun> {
  const browser = await newBrowser();
  try {
    const page = await browser.newPage();
    const result = await navigation(page, url, {
      config: { extends: 'lighthouse:default', settings: CATEGORIES },
    });
    const categories = result?.lhr.categories;
    const failure = result?.lhr.runtimeError;
    if (failure)
      console.log(`  (${url}: Lighthouse could not score it: ${failure.code} ${failure.message})`);
    // The server-rendered first view is inert until the app renders the page in its place: a
    // score with the app not started would measure a page nobody can use.
    const appStarted = await page.evaluate(() => {
      const root = document.getElementById('root');
      return (
        root !== null &&
        root.childElementCount > 0 &&
        root.querySelector('[data-first-view]') === null
      );
    });
    if (!appStarted) console.log(`  (${url}: the app did not take over from the first view)`);
    return {
      performance: appStarted ? score(categories?.performance?.score) : null,
      accessibility: appStarted ? score(categories?.accessibility?.score) : null,
      recordingFailed: failure !== undefined,
    };
  } finally {
    await browser.close();
  }
}

/**
 * [S2.49] The overlay opened from the phone's menu and 'biberon' searched, in a timespan, then a
 * snapshot of the results.
 */
async function overlayScores(baseURL: string): Promise<Scores> {
  const browser = await newBrowser();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    // [S1.6] The overlay is a signed-in customer's: the demo parent signs in on the real pages.
    await page.goto(`${baseURL}/login?redirect=%2F`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria(E-mail)').fill(DEMO.parent);
    await page.locator('::-p-aria([name="Mot de passe"][role="textbox"])').fill(DEMO_PASSWORD);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.locator('::-p-aria([name="Se connecter"][role="button"])').click(),
    ]);
    await page.waitForFunction(() => window.location.pathname === '/');
    // The timespan records the overlay, not the end of Home's start: Home settled first (its
    // lists shown, the network quiet for half a second).
    await page.locator('::-p-aria([name="Mes listes de naissance"][role="heading"])').wait();
    await page.waitForNetworkIdle({ idleTime: 500 });
    const timespan = await startTimespan(page, {
      config: {
        extends: 'lighthouse:default',
        settings: { ...CATEGORIES, throttlingMethod: 'devtools' },
      },
    });
    await page.locator('::-p-aria(Ouvrir le menu)').click();
    await page.locator('::-p-aria([name="Menu"][role="dialog"]) ::-p-aria(Produits)').click();
    // Typed key by key, as a person does (a filled field has no key events, and the browser would
    // count the suggestions appearing under it as a shift not caused by the user).
    await page.locator('::-p-aria(Rechercher un article)').click();
    await page.keyboard.type('biberon');
    await page.keyboard.press('Enter');
    await page.waitForSelector('ul[aria-label="Articles"] article');
    const span = await timespan.endTimespan();
    const result = await snapshot(page, {
      config: { extends: 'lighthouse:default', settings: CATEGORIES },
    });
    const metric = (id: string): string =>
      span?.lhr.audits[id]?.displayValue?.replace(/\s/g, ' ') ?? 'n/a';
    console.log(
      `  (overlay timespan: Total Blocking Time ${metric('total-blocking-time')}, Cumulative Layout Shift ${metric('cumulative-layout-shift')}, Interaction to Next Paint ${metric('interaction-to-next-paint')})`,
    );
    return {
      performance: score(span?.lhr.categories.performance?.score),
      accessibility: score(result?.lhr.categories.accessibility?.score),
    };
  } finally {
    await browser.close();
  }
}

function line(name: string, runs: readonly Scores[]): string {
  const part = (key: keyof Scores): string => {
    const values = runs.map((run) => run[key]).filter((value): value is number => value !== null);
    if (values.length === 0) return `${key} n/a (no run scored it)`;
    const value = median(values);
    const verdict = value >= TARGETS[key] ? 'met' : 'MISSED';
    return `${key} ${String(value)} (runs ${values.join(', ')}; target >= ${String(TARGETS[key])}: ${verdict})`;
  };
  return `  ${name}: ${part('performance')}; ${part('accessibility')}`;
}

test('Lighthouse, mobile preset, median of 5', async ({ baseURL }) => {
  test.setTimeout(900_000);
  if (baseURL === undefined) throw new Error('the bench config gives a baseURL');
  // Each page's line is printed as soon as it is measured: a later failure loses none.
  console.log(
    `Lighthouse 12.8 (npm), Debian's Chromium, mobile preset (simulated slow 4G, 4x CPU), median of ${String(RUNS)} runs`,
  );
  // BENCH_LIGHTHOUSE_OVERLAY_ONLY=1 measures the overlay alone (a re-run after a failure there).
  const pages = process.env.BENCH_LIGHTHOUSE_OVERLAY_ONLY === '1' ? [] : PAGES;
  for (const { name, path } of pages) {
    const runs: Scores[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await navigationScores(`${baseURL}${path}`));
    console.log(line(name, runs));
    expect(runs.every((run) => run.performance !== null && run.accessibility !== null)).toBe(true);
  }
  const overlay: Scores[] = [];
  for (let run = 0; run < RUNS; run += 1) overlay.push(await overlayScores(baseURL));
  console.log(line('overlay open with results', overlay));
  expect(overlay.every((run) => run.performance !== null && run.accessibility !== null)).toBe(true);
});
