import { vitestPreset } from '@ldn/vitest-preset';

// A published SDK that other retailer teams embed: every rule and message is covered.
// `src/test-support/` is the fake service of the tests, not shipped code.
export default vitestPreset(
  { coverage: { lines: 95, branches: 95, functions: 95, statements: 95 } },
  { test: { coverage: { exclude: ['src/test-support/**'] } } },
);
