import { vitestPreset } from '@ldn/vitest-preset';

// Components render in jsdom; jest-dom's matchers (toBeDisabled, toHaveAccessibleName...) and
// Testing Library's cleanup come from the preset's DOM setup, which the test kit uses too.
export default vitestPreset(
  { environment: 'jsdom' },
  { test: { setupFiles: ['@ldn/vitest-preset/dom-setup'] } },
);
