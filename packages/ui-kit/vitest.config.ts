import { vitestPreset } from '@ldn/vitest-preset';

// Components render in jsdom; jest-dom's matchers (toBeDisabled, toHaveAccessibleName...) are added
// by the setup file.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['./src/test/setup.ts'] } },
);
