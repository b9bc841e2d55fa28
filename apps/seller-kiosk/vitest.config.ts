import { vitestPreset } from '@ldn/vitest-preset';

// The shell renders in jsdom, with a memory router; jest-dom's matchers come from the setup file.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['./src/test/setup.ts'] } },
);
