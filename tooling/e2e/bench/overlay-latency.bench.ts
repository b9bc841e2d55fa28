import { expect, test } from '@playwright/test';
import { openProductsFromShell } from '../src/layout';
import { DEMO } from '../src/servers';
import { signIn } from '../src/sign-in';

/**
 * The products overlay's keystroke-to-results paint, p95 at most 100 ms, in
 * Chromium slowed down 4 times (CDP `Emulation.setCPUThrottlingRate`), against the real server
 * and its discovery service on loopback.
 *
 * The keystroke is Enter (the overlay searches on Enter [S4.12]). The time runs from the keydown
 * event, taken in the page, to the paint of the new results as the browser reports it: the Element
 * Timing API's `renderTime` of the first card title painted after the key (the cards' titles carry
 * `elementtiming`, `RESULT_PAINT_TIMING` of @ldn/search-overlay). Terms alternate, so that each
 * search changes the grid. Printed beside it: the start of the frame that holds the results (a
 * `requestAnimationFrame` callback, just before that frame is painted: a lower bound), and the first
 * task after that frame, this bench's measure before Element Timing, which follows the frame's
 * main-thread work rather than its presentation and can wait behind the work the frame started
 * (the demo's SVG pictures load on the main thread).
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

/** One search, from the key: to the frame with the results, their paint, the first task after. */
interface Sample {
  readonly frame: number;
  readonly paint: number;
  readonly after: number;
}

/** The Element Timing name of the cards' titles (`RESULT_PAINT_TIMING`, @ldn/search-overlay). */
const RESULT_PAINT_TIMING = 'overlay-result';

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
  const frames: number[] = [];
  const afters: number[] = [];
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    await box.fill(TERMS[round % TERMS.length] ?? 'biberon');
    // Armed in the page before the key is pressed: the measure is the page's own clock.
    await page.evaluate((timingName) => {
      const grid = () => document.querySelector('ul[aria-label="Articles"]');
      const before = grid()?.textContent ?? '';
      const loading = () =>
        [...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.includes('Chargement des articles'),
        );
      (window as unknown as { measured: Promise<Sample> }).measured = new Promise(
        (resolve, reject) => {
          let start = 0;
          let frame = 0;
          let paint = 0;
          let after = 0;
          const settle = () => {
            if (paint === 0 || after === 0) return;
            observer.disconnect();
            resolve({ frame, paint, after });
          };
          // The browser's own report of the paint of each card title it paints for the first time.
          const observer = new PerformanceObserver((entries) => {
            for (const entry of entries.getEntries() as (PerformanceEntry & {
              identifier: string;
              renderTime: number;
            })[]) {
              if (start === 0 || paint > 0 || entry.identifier !== timingName) continue;
              if (entry.renderTime <= start) continue;
              paint = entry.renderTime - start;
            }
            settle();
          });
          observer.observe({ type: 'element', buffered: false });
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
              frame = frameTime - start;
              setTimeout(() => {
                after = performance.now() - start;
                settle();
              }, 0);
              // The results are on screen: their paint is reported by now, or the measure is broken.
              setTimeout(() => {
                if (paint === 0) reject(new Error('no Element Timing entry for the results'));
              }, 3_000);
              return;
            }
            requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
      );
    }, RESULT_PAINT_TIMING);
    await box.press('Enter');
    const sample = await page.evaluate(
      () => (window as unknown as { measured: Promise<Sample> }).measured,
    );
    if (round >= WARM_UP) {
      samples.push(sample.paint);
      frames.push(sample.frame);
      afters.push(sample.after);
    }
  }

  expect(samples).toHaveLength(ROUNDS);
  const p50 = quantile(samples, 0.5);
  const p95 = quantile(samples, 0.95);
  const verdict = p95 <= TARGET_P95_MS ? 'met' : 'MISSED';
  console.log(
    [
      `overlay keystroke-to-results paint, Chromium, ${String(CPU_SLOWDOWN)}x CPU slowdown, ${String(ROUNDS)} searches (after ${String(WARM_UP)} warm-up)`,
      `  results painted (Element Timing): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
      `  the frame that holds them starts at p50 ${quantile(frames, 0.5).toFixed(1)} ms, p95 ${quantile(frames, 0.95).toFixed(1)} ms (a lower bound)`,
      `  the first task after that frame runs at p50 ${quantile(afters, 0.5).toFixed(1)} ms, p95 ${quantile(afters, 0.95).toFixed(1)} ms (the measure before Element Timing: it follows the frame's main-thread work, not its presentation, and can wait behind the pictures' loading)`,
      `  target p95 <= ${String(TARGET_P95_MS)} ms: ${verdict} (ratio ${(p95 / TARGET_P95_MS).toFixed(2)} of the target)`,
    ].join('\n'),
  );
});
