import { expect, test } from '@playwright/test';
import { openProductsFromShell } from '../src/layout';
import { DEMO } from '../src/servers';
import { signIn } from '../src/sign-in';

/**
 * Issue 9 point 1: the products overlay's keystroke-to-results paint, p95 at most 100 ms, in
 * Chromium slowed down 4 times (CDP `Emulation.setCPUThrottlingRate`), against the real server
 * and its discovery service on loopback.
 *
 * The keystroke is Enter (the overlay searches on Enter [S4.12]). The time runs from the keydown
 * event, taken in the page, to the first frame painted after the grid shows the new results: a
 * `requestAnimationFrame` callback runs just before a frame is painted, and a task queued from it
 * runs after that paint. Terms alternate, so that each search changes the grid. That task may
 * wait behind other work the frame started (the demo's SVG pictures load on the main thread), so
 * the start of the frame that holds the results is printed too, as a lower bound; the verdict
 * stays on the upper one.
 */
const TERMS = [
  'biberon',
  'gigoteuse',
  'matelas',
  'berceau',
  'turbulette',
  'body',
  'lit',
  'parure',
  'poussette',
  'tétine',
];
const WARM_UP = 4;
const ROUNDS = 40;
const TARGET_P95_MS = 100;
const CPU_SLOWDOWN = 4;

/** One search: from the key to the frame with the results, and to the first task after it. */
interface Sample {
  readonly frame: number;
  readonly painted: number;
}

/** The `q` quantile of `values`, by the nearest-rank method. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

test('overlay: keystroke to results painted, 4x CPU slowdown', async ({ page }) => {
  // [S1.6] The overlay is a signed-in customer's: the demo parent, as in search-overlay.spec.ts.
  await signIn(page, DEMO.parent, '/');
  await openProductsFromShell(page, false);
  const box = page.getByRole('searchbox', { name: 'Rechercher un article' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const samples: number[] = [];
  // The start of the frame that first holds the new results: a lower bound of their paint (the
  // figure above is an upper bound: the first task after that paint, which may wait behind other
  // work the frame started, such as the pictures' loading).
  const frames: number[] = [];
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    await box.fill(TERMS[round % TERMS.length] ?? 'biberon');
    // Armed in the page before the key is pressed: the measure is the page's own clock.
    await page.evaluate(() => {
      const grid = () => document.querySelector('ul[aria-label="Articles"]');
      const before = grid()?.textContent ?? '';
      const loading = () =>
        [...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.includes('Chargement des articles'),
        );
      (window as unknown as { painted: Promise<Sample> }).painted = new Promise((resolve) => {
        let start = 0;
        document.addEventListener(
          'keydown',
          (event) => {
            if (event.key === 'Enter') start = event.timeStamp;
          },
          { capture: true },
        );
        const check = (frameTime: number) => {
          const list = grid();
          const changed =
            start > 0 &&
            list !== null &&
            !loading() &&
            list.querySelector('article') !== null &&
            list.textContent !== before;
          if (changed) {
            // This callback runs before the frame is painted; the task it queues, after.
            const frame = frameTime - start;
            setTimeout(() => resolve({ frame, painted: performance.now() - start }), 0);
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    });
    await box.press('Enter');
    const sample = await page.evaluate(
      () => (window as unknown as { painted: Promise<Sample> }).painted,
    );
    if (round >= WARM_UP) {
      samples.push(sample.painted);
      frames.push(sample.frame);
    }
  }

  expect(samples).toHaveLength(ROUNDS);
  const p50 = quantile(samples, 0.5);
  const p95 = quantile(samples, 0.95);
  const verdict = p95 <= TARGET_P95_MS ? 'met' : 'MISSED';
  console.log(
    [
      `overlay keystroke-to-results paint, Chromium, ${String(CPU_SLOWDOWN)}x CPU slowdown, ${String(ROUNDS)} searches (after ${String(WARM_UP)} warm-up)`,
      `  p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
      `  the frame that first holds them starts at p50 ${quantile(frames, 0.5).toFixed(1)} ms, p95 ${quantile(frames, 0.95).toFixed(1)} ms (a lower bound; the verdict is on the figure above)`,
      `  target p95 <= ${String(TARGET_P95_MS)} ms: ${verdict} (ratio ${(p95 / TARGET_P95_MS).toFixed(2)} of the target)`,
    ].join('\n'),
  );
});
