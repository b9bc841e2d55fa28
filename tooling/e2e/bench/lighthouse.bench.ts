import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { navigation, snapshot, type Result as LighthouseResult } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import {
  loadAverage,
  loadCaveat,
  markdownTable,
  measuredOn,
  median,
  writeSection,
} from '../src/bench-report';
import { startDocumentProxy, withoutScripts } from '../src/page-floor';
import { DEMO, DEMO_PASSWORD } from '../src/servers';
import { chromiumLaunchOptions } from '../src/web-server';

/**
 * Each page against its own no-JavaScript floor, in Lighthouse (the npm package, Debian's
 * Chromium, its default mobile preset: a Moto G Power screen, slow 4G and 4x CPU, simulated), a
 * new browser each run (a first visit), the page and its floor in alternate turns so that both
 * see the same load, medians of the rounds. What a relative feels of the app's JavaScript is
 * how much later the page's largest paint comes, and how much longer the main thread is blocked,
 * than the same server-rendered page without any script: the ratio cancels most of the machine's
 * speed, which moved Lighthouse's absolute score from 69 to 99 with the same code.
 *
 * The floor is the page's own server's answer in the same navigation, its scripts removed on the
 * way by a proxy that the page goes through too (`startDocumentProxy`: why not DevTools'
 * interception), rather than a saved copy or another server: the same markup, images and styles
 * from the same server, compressed alike, so the app's JavaScript is the only difference.
 *
 * Targets: LCP at most 1.15 x the floor's; TBT at most 1.5 x the floor's, the floor's taken as
 * at least 50 ms (Lighthouse counts only the part of a task over 50 ms, so a floor near zero would
 * make any blocking an infinite ratio); no layout shift in any run of the page (CLS 0). Printed
 * beside them, as information: the Performance score; and the Accessibility score, target 100,
 * also on SearchLDN and the products overlay (one run each: it does not move with the load).
 */
/** BENCH_LIGHTHOUSE_RUNS=1 for a quick check of the steps; the figures are medians of 5 rounds. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** BENCH_LIGHTHOUSE_PAGES=list,a11y measures those only (keys below); the doc is then kept. */
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((key) => key.trim());
/** BENCH_LIGHTHOUSE_REPORTS=dir keeps each run's Lighthouse report (JSON) there, to look inside. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const TARGETS = { lcp: 1.15, tbt: 1.5, accessibility: 100 };
/** The least TBT a ratio divides by: Lighthouse's own threshold of a long task. */
const TBT_DENOMINATOR_MIN_MS = 50;
const PAGES = [
  // [S2.3] A relative (signed out) opens a shared list: the demo list, and one of 500 items.
  { key: 'list', name: '`/list/{id}`, the demo list', path: '/list/demo00parent' },
  { key: 'list500', name: '`/list/{id}`, 500 items', path: '/list/demo00items500' },
  // [S2.1] [S2.6] Home and the cart of the 500-item list, signed out.
  { key: 'home', name: 'Home `/`', path: '/' },
  { key: 'cart', name: 'Cart (500 items)', path: '/list/demo00items500/cart' },
] as const;
const CATEGORIES = { onlyCategories: ['performance', 'accessibility'] };
const wanted = (key: string): boolean => ONLY === undefined || ONLY.includes(key);

type Variant = 'page' | 'floor';

interface Run {
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly performance: number | null;
  readonly accessibility: number | null;
  /** Bytes of the HTML the browser was given. */
  readonly html: number;
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
 * Lighthouse's own failures to record a run ('Please run Lighthouse again', such as NO_NAVSTART,
 * NO_LCP) get a new run, at most this many times; a page still without figures fails the bench.
 */
const LIGHTHOUSE_RETRIES = 2;

async function measure(url: string, variant: Variant): Promise<Run> {
  for (let attempt = 0; ; attempt += 1) {
    const run = await lighthouseRun(url, variant);
    if (run !== null) return run;
    if (attempt >= LIGHTHOUSE_RETRIES) throw new Error(`${url} (${variant}): no figures`);
  }
}

/** One navigation of `url`, the page or its floor; `null` when Lighthouse could not record it. */
async function lighthouseRun(url: string, variant: Variant): Promise<Run | null> {
  const browser = await newBrowser();
  try {
    const page = await browser.newPage();
    const result = await navigation(page, url, {
      config: { extends: 'lighthouse:default', settings: CATEGORIES },
    });
    const lhr = result?.lhr;
    if (REPORTS !== undefined && lhr !== undefined) keepReport(REPORTS, url, variant, lhr);
    const failure = lhr?.runtimeError;
    if (failure) {
      console.log(
        `  (${url} ${variant}: Lighthouse could not record it: ${failure.code} ${failure.message})`,
      );
      return null;
    }
    await expectVariant(page, url, variant);
    if (!(await hadFirstView(page))) {
      // The server renders a first view within a time limit (FIRST_VIEW_TIME_LIMIT_MS), and sends
      // the bare page past it: under a heavy load the two variants would not be the same page.
      console.log(`  (${url} ${variant}: the server sent no first view, its render ran late)`);
      return null;
    }
    const metric = (id: string): number | undefined => lhr?.audits[id]?.numericValue;
    const lcp = metric('largest-contentful-paint');
    const tbt = metric('total-blocking-time');
    const cls = metric('cumulative-layout-shift');
    if (lcp === undefined || tbt === undefined || cls === undefined) {
      console.log(
        `  (${url} ${variant}: a metric is missing: LCP ${String(lcp)}, TBT ${String(tbt)}, CLS ${String(cls)})`,
      );
      return null;
    }
    return {
      lcp,
      tbt,
      cls,
      performance: score(lhr?.categories.performance?.score),
      accessibility: score(lhr?.categories.accessibility?.score),
      html: documentSize(lhr, url),
    };
  } finally {
    await browser.close();
  }
}

function keepReport(dir: string, url: string, variant: Variant, lhr: LighthouseResult): void {
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replaceAll('/', '_')}-${variant}-${String(Date.now())}.json`;
  writeFileSync(path.join(dir, name), JSON.stringify(lhr));
}

/** Bytes of the HTML document the browser was given (Lighthouse's record of it). */
function documentSize(lhr: LighthouseResult | undefined, url: string): number {
  const items = (lhr?.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { url?: string; resourceSize?: number }[] | undefined;
  return items?.find((item) => item.url === url)?.resourceSize ?? Number.NaN;
}

/**
 * The page measured is the app hydrated (a score with the app not started would measure a page
 * nobody can use); the floor ran no script at all.
 */
async function expectVariant(page: Page, url: string, variant: Variant): Promise<void> {
  if (variant === 'page') {
    await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), {
        timeout: 30_000,
      })
      .catch((error: unknown) => {
        // Also seen when apps/web was built again under the running server (its scripts gone).
        throw new Error(`${url}: the app did not hydrate the first view`, { cause: error });
      });
    return;
  }
  const state = await page.evaluate(() => ({
    scripts: document.scripts.length,
    hydrated: document.documentElement.hasAttribute('data-hydrated'),
    content: document.body.textContent?.trim().length ?? 0,
  }));
  if (state.scripts > 0 || state.hydrated || state.content === 0) {
    throw new Error(
      `${url}: the floor is not the first view without scripts: ${JSON.stringify(state)}`,
    );
  }
}

/** Whether the document came with the server's first view (the floor keeps its markup only). */
function hadFirstView(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.getElementById('first-view-state') !== null ||
      (document.scripts.length === 0 && document.querySelector('#root > *') !== null),
  );
}

const ms = (value: number): string => `${Math.round(value).toLocaleString('en')} ms`;
const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');

/**
 * The columns of the table: each target's cell holds its figures and its verdict; the last
 * column is information only (Lighthouse's Performance score and the HTML's size).
 */
const HEADER = [
  'page',
  `LCP, page / floor: ratio <= ${String(TARGETS.lcp)}`,
  `TBT, page / max(floor, ${String(TBT_DENOMINATOR_MIN_MS)} ms): ratio <= ${String(TARGETS.tbt)}`,
  'CLS, worst run: 0',
  `Accessibility: ${String(TARGETS.accessibility)}`,
  'Performance score, HTML, page / floor (information)',
];

/** One page's row: LCP and TBT ratios, CLS, Accessibility, then the information. */
function pageRow(name: string, page: readonly Run[], floor: readonly Run[]): string[] {
  const lcp = {
    page: median(page.map((run) => run.lcp)),
    floor: median(floor.map((run) => run.lcp)),
  };
  const tbt = {
    page: median(page.map((run) => run.tbt)),
    floor: median(floor.map((run) => run.tbt)),
  };
  const lcpRatio = lcp.page / lcp.floor;
  const tbtRatio = tbt.page / Math.max(tbt.floor, TBT_DENOMINATOR_MIN_MS);
  const worstCls = Math.max(...page.map((run) => run.cls));
  const scores = (runs: readonly Run[], key: 'performance' | 'accessibility') =>
    runs.map((run) => run[key]).filter((value): value is number => value !== null);
  const accessibility = median(scores(page, 'accessibility'));
  const information = (runs: readonly Run[]) =>
    `${String(median(scores(runs, 'performance')))}, ${(median(runs.map((run) => run.html)) / 1000).toFixed(1)} kB`;
  return [
    name,
    `${ms(lcp.page)} / ${ms(lcp.floor)}: ${lcpRatio.toFixed(2)} ${verdict(lcpRatio <= TARGETS.lcp)}`,
    `${ms(tbt.page)} / ${ms(tbt.floor)}: ${tbtRatio.toFixed(2)} ${verdict(tbtRatio <= TARGETS.tbt)}`,
    `${worstCls.toFixed(3)} ${verdict(worstCls === 0)}`,
    `${String(accessibility)} ${verdict(accessibility >= TARGETS.accessibility)}`,
    `${information(page)} / ${information(floor)}`,
  ];
}

/** A row with Accessibility scores alone, of the pages `names` lists. */
const accessibilityRow = (
  names: readonly string[],
  values: readonly (number | null)[],
): string[] => [
  names.join('; '),
  '',
  '',
  '',
  values.map((value) => `${String(value)} ${verdict(value === TARGETS.accessibility)}`).join('; '),
  '',
];

/** [S1.6] [S2.49] The overlay a signed-in customer opens from the phone's menu, with results. */
async function overlayAccessibility(baseURL: string): Promise<number | null> {
  const browser = await newBrowser();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    await page.goto(`${baseURL}/login?redirect=%2F`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria(E-mail)').fill(DEMO.parent);
    await page.locator('::-p-aria([name="Mot de passe"][role="textbox"])').fill(DEMO_PASSWORD);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.locator('::-p-aria([name="Se connecter"][role="button"])').click(),
    ]);
    await page.waitForFunction(() => window.location.pathname === '/');
    await page.locator('::-p-aria([name="Mes listes de naissance"][role="heading"])').wait();
    await page.locator('::-p-aria(Ouvrir le menu)').click();
    await page.locator('::-p-aria([name="Menu"][role="dialog"]) ::-p-aria(Produits)').click();
    await page.locator('::-p-aria(Rechercher un article)').click();
    await page.keyboard.type('biberon');
    await page.keyboard.press('Enter');
    await page.waitForSelector('ul[aria-label="Articles"] article');
    const result = await snapshot(page, {
      config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } },
    });
    return score(result?.lhr.categories.accessibility?.score);
  } finally {
    await browser.close();
  }
}

/** [S2.19] SearchLDN, a navigation scored for accessibility only. */
async function pageAccessibility(url: string): Promise<number | null> {
  const browser = await newBrowser();
  try {
    const page = await browser.newPage();
    const result = await navigation(page, url, {
      config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } },
    });
    return score(result?.lhr.categories.accessibility?.score);
  } finally {
    await browser.close();
  }
}

test('Lighthouse: each page against its no-JavaScript floor, mobile preset', async ({
  baseURL,
}) => {
  test.setTimeout(4 * 3_600_000);
  if (baseURL === undefined) throw new Error('the bench config gives a baseURL');
  const started = loadAverage();
  const rows: string[][] = [];
  // Each page's rows are printed as soon as it is measured: a later failure loses none.
  console.log(
    `Lighthouse (npm), Debian's Chromium, mobile preset (simulated slow 4G, 4x CPU), each page against its floor, ${String(RUNS)} alternating rounds, medians (load average ${started})`,
  );
  const proxies = {
    page: await startDocumentProxy(baseURL, null),
    floor: await startDocumentProxy(baseURL, withoutScripts),
  };
  for (const { key, name, path } of PAGES.filter((page) => wanted(page.key))) {
    const runs: Record<Variant, Run[]> = { page: [], floor: [] };
    for (let round = 0; round < RUNS; round += 1) {
      // Which goes first alternates too, so that neither always follows the other.
      const order: Variant[] = round % 2 === 0 ? ['page', 'floor'] : ['floor', 'page'];
      for (const variant of order) {
        runs[variant].push(await measure(`${proxies[variant].origin}${path}`, variant));
      }
    }
    const row = pageRow(name, runs.page, runs.floor);
    rows.push(row);
    console.log(markdownTable(HEADER, [row]));
    const pairs = runs.page.map(
      (run, index) =>
        `${ms(run.lcp)} / ${ms(runs.floor[index]?.lcp ?? Number.NaN)}, TBT ${ms(run.tbt)} / ${ms(runs.floor[index]?.tbt ?? Number.NaN)}`,
    );
    console.log(
      `  ${key} rounds, page / floor: LCP ${pairs.join('; LCP ')} (load average ${loadAverage()})`,
    );
  }
  await Promise.all([proxies.page.close(), proxies.floor.close()]);
  if (wanted('a11y')) {
    const searchLdn = await pageAccessibility(`${baseURL}/list/search`);
    const overlay = await overlayAccessibility(baseURL);
    const a11y = [
      accessibilityRow(
        ['SearchLDN `/list/search`', 'the overlay with results (phone, signed in)'],
        [searchLdn, overlay],
      ),
    ];
    rows.push(...a11y);
    console.log(markdownTable(HEADER, a11y));
  }
  const ended = loadAverage();
  console.log(
    [
      `Each page against its floor, the table (load average ${started} at the start, ${ended} at the end):`,
      markdownTable(HEADER, rows),
    ].join('\n'),
  );
  expect(rows.length).toBeGreaterThan(0);
  // Only a whole run (every page, 5 rounds or more) stands as the latest table.
  if (ONLY === undefined && RUNS >= 5) {
    const { when, commit, machine } = measuredOn();
    await writeSection(
      '## Browser: pages against their floor',
      [
        `Measured ${when} by \`lighthouse.bench.ts\`, commit ${commit} (${machine}), ${String(RUNS)} alternating rounds, medians, Lighthouse's mobile preset (simulated slow 4G, 4x CPU), a new browser each run; load average ${started} at the start, ${ended} at the end. Floor and targets: see Targets.${loadCaveat()}`,
        '',
        markdownTable(HEADER, rows),
      ].join('\n'),
    );
  }
});
