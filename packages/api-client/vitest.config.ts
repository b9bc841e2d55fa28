import { vitestPreset } from '@ldn/vitest-preset';

// The base query is the product's safety net (sign-in, Not found, retries): keep it fully covered.
export default vitestPreset({
  coverage: { lines: 95, branches: 95, functions: 95, statements: 95 },
});
