import { vitestPreset } from '@ldn/vitest-preset';

/** The budget reads apps/web's build (turbo builds it first: `test` depends on `^build`). */
export default vitestPreset({}, { test: { include: ['src/**/*.test.js'] } });
