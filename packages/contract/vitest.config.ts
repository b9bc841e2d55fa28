import { vitestPreset } from '@ldn/vitest-preset';

export default vitestPreset();
