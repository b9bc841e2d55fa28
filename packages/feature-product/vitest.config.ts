import { vitestPreset } from '@ldn/vitest-preset';

// Screens render in jsdom; the kit's setup adds jest-dom's matchers and MSW, the package's own resets.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['@ldn/test-kit/setup', './src/test/setup.ts'] } },
);
