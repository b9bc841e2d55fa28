/** `pnpm bench`: prints the size budget's figures (the test fails CI when it is exceeded). */
import { BUDGET_RATIO, kB, measureBudget } from './measure.js';

const { floor, app, ratio, appFiles } = measureBudget();
process.stdout.write(
  [
    '',
    'Initial JavaScript of /list/{id} (gzip), against the bare-stack floor built in this run',
    `| page | gzip | ratio to the floor | budget |`,
    `| --- | ---: | ---: | --- |`,
    `| floor: React + react-router + Redux Toolkit (RTK Query hook) + styled-components | ${kB(floor)} | 1.00 | |`,
    `| /list/{id} (${appFiles.length} files) | ${kB(app)} | ${ratio.toFixed(2)} | <= ${BUDGET_RATIO} (${kB(floor * BUDGET_RATIO)}): ${ratio <= BUDGET_RATIO ? 'met' : 'EXCEEDED'} |`,
    '',
  ].join('\n'),
);
