import { vitestPreset } from '@ldn/vitest-preset';

export default vitestPreset({}, { test: { include: ['src/**/*.test.{js,mjs}'] } });
