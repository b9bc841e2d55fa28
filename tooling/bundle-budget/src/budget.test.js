import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_RATIO, kB, measureBudget } from './measure.js';

/**
 * The size budget fails `pnpm test` (and CI) when exceeded. The other front-end
 * figures (Lighthouse, the overlay's latency) are `pnpm bench` measures.
 */
describe('the JavaScript a relative downloads to open a shared list', () => {
  /** Measured once: the floor is built for it. */
  let measured;
  beforeAll(() => {
    measured = measureBudget();
  });

  it('[S2.3] /list/{id} is at most 1.6 times the bare-stack floor built in the same run, gzip', () => {
    const { floor, app, ratio, appFiles } = measured;
    expect(appFiles.length).toBeGreaterThan(0);
    expect(floor).toBeGreaterThan(100 * 1024);
    expect(
      ratio,
      `/list/{id} ${kB(app)} in ${String(appFiles.length)} files against a floor of ${kB(floor)}`,
    ).toBeLessThanOrEqual(BUDGET_RATIO);
  });
});
