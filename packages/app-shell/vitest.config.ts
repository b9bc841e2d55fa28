import { vitestPreset } from '@ldn/vitest-preset';

// The loader runs against a real store in jsdom (react-router's Request/URL); the pages with the
// kit's setups (jest-dom, MSW, idle preloads, jsdom's missing scrolling).
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['@ldn/test-kit/setup', '@ldn/test-kit/app-setup'] } },
);
