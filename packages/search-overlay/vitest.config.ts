import { vitestPreset } from '@ldn/vitest-preset';

// Components render in jsdom; jest-dom's matchers and the jsdom stubs come from the setup file.
// The pack test (src/pack.test.ts) runs in Node: it packs, installs and builds a consumer app.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['./src/test/setup.ts'] } },
);
