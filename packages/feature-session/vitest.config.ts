import { vitestPreset } from '@ldn/vitest-preset';

// Reducers and selectors are plain functions: Node is enough. The tests build a real store whose
// api client is answered by the kit's MSW server (msw/node), started by the kit's setup.
export default vitestPreset({}, { test: { setupFiles: ['@ldn/test-kit/setup'] } });
