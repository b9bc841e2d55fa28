import { vitestPreset } from '@ldn/vitest-preset';

// Components render in jsdom (its missing APIs stubbed by the preset); jest-dom's matchers come from
// the setup file.
// The pack test (src/pack.test.ts) runs in Node: it packs, installs and builds a consumer app.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['@ldn/test-kit/setup'] } },
);
