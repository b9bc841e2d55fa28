import { vitestPreset } from '@ldn/vitest-preset';

// Screens render in jsdom; jest-dom's matchers are added by the setup file.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['./src/test/setup.ts'] } },
);
