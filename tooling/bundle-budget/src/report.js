/**
 * `pnpm bench`: prints the size budget's figures, the longer list's too. `pnpm test` checks the
 * budget itself (budget.test.js).
 */
import { BUDGET_RATIO, kB, measureBudget } from './measure.js';

const { floor, app, ratio, appFiles, grid, gridFiles } = measureBudget();
const verdict = (value) =>
  `<= ${BUDGET_RATIO} (${kB(floor * BUDGET_RATIO)}): ${value <= BUDGET_RATIO ? 'met' : 'EXCEEDED'}`;
process.stdout.write(
  [
    '',
    'Initial JavaScript of /list/{id} (gzip), against the bare-stack floor built in this run',
    `| page | gzip | ratio to the floor | budget |`,
    `| --- | ---: | ---: | --- |`,
    `| floor: React + react-router + Redux Toolkit (RTK Query hook) + styled-components | ${kB(floor)} | 1.00 | |`,
    `| /list/{id}, any list (${appFiles.length} files; more than 60 items: the first rows) | ${kB(app)} | ${ratio.toFixed(2)} | ${verdict(ratio)} |`,
    `| then, for more than 60 items: the virtualiser, loaded once the first rows are shown (${gridFiles.length} files) | ${kB(grid)} | | not initial |`,
    '',
  ].join('\n'),
);
