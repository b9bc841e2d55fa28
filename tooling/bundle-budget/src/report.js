/** `pnpm bench`: prints the size budget's figures. `pnpm test` checks the budget (budget.test.js). */
import { BUDGET_RATIO, kB, measureBudget } from './measure.js';

const { floor, app, ratio, appFiles } = measureBudget();
const verdict = (value) =>
  `<= ${BUDGET_RATIO} (${kB(floor * BUDGET_RATIO)}): ${value <= BUDGET_RATIO ? 'met' : 'EXCEEDED'}`;
process.stdout.write(
  [
    '',
    'Initial JavaScript of /list/{id} (gzip), against the bare-stack floor built in this run',
    `| page | gzip | ratio to the floor | budget |`,
    `| --- | ---: | ---: | --- |`,
    `| floor: React + react-router + Redux Toolkit (RTK Query hook) + styled-components | ${kB(floor)} | 1.00 | |`,
    `| /list/{id}, any list, its virtualiser included (${appFiles.length} files) | ${kB(app)} | ${ratio.toFixed(2)} | ${verdict(ratio)} |`,
    '',
  ].join('\n'),
);
