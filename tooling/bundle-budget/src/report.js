/**
 * `pnpm bench`: prints the size budget's figures, the longer list's too. `pnpm test` checks the
 * budget itself (budget.test.js).
 */
import { BUDGET_RATIO, kB, measureBudget } from './measure.js';

const { floor, app, ratio, appFiles, longList, longListRatio, longListFiles } = measureBudget();
const verdict = (value) =>
  `<= ${BUDGET_RATIO} (${kB(floor * BUDGET_RATIO)}): ${value <= BUDGET_RATIO ? 'met' : 'EXCEEDED'}`;
process.stdout.write(
  [
    '',
    'Initial JavaScript of /list/{id} (gzip), against the bare-stack floor built in this run',
    `| page | gzip | ratio to the floor | budget |`,
    `| --- | ---: | ---: | --- |`,
    `| floor: React + react-router + Redux Toolkit (RTK Query hook) + styled-components | ${kB(floor)} | 1.00 | |`,
    `| /list/{id}, up to 60 items (${appFiles.length} files) | ${kB(app)} | ${ratio.toFixed(2)} | ${verdict(ratio)} |`,
    `| /list/{id}, more than 60 items: + the virtualised grid (${longListFiles.length} files) | ${kB(longList)} | ${longListRatio.toFixed(2)} | ${verdict(longListRatio)} |`,
    '',
  ].join('\n'),
);
