import { vitestPreset } from '@ldn/vitest-preset';

// Screens render in jsdom; jest-dom's matchers are added by the setup file.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['@ldn/test-kit/setup'] } },
);
