import { vitestPreset } from '@ldn/vitest-preset';

// The kit tests itself with its own setup, as the packages that use it do.
export default vitestPreset({ environment: 'jsdom' }, { test: { setupFiles: ['./src/setup.ts'] } });
