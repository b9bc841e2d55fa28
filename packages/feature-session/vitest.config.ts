import { vitestPreset } from '@ldn/vitest-preset';

// Reducers and selectors are plain functions: Node is enough (the tests build a real store).
export default vitestPreset();
