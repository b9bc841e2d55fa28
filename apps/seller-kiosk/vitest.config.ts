import { vitestPreset } from '@ldn/vitest-preset';

// The shell renders in jsdom, with a memory router; the kit's setup adds jest-dom and MSW.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['@ldn/test-kit/setup', './src/test/setup.ts'] } },
);
