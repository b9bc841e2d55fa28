import { vitestPreset } from '@ldn/vitest-preset';

// Node environment: the test builds Storybook statically and reads the files it wrote.
export default vitestPreset();
