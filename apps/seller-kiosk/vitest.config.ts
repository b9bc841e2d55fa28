import { vitestPreset } from '@ldn/vitest-preset';

// The shell renders in jsdom, with a memory router; the kit's setups add jest-dom, MSW, the wait
// for idle preloads and jsdom's missing scrolling.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['@ldn/test-kit/setup', '@ldn/test-kit/app-setup'] } },
);
