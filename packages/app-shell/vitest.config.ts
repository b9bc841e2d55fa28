import { vitestPreset } from '@ldn/vitest-preset';

// The loader runs against a real store in jsdom (react-router's Request/URL).
export default vitestPreset({ environment: 'jsdom' });
