import { vitestPreset } from '@ldn/vitest-preset';

// The domain is the product's rule book: 95 % of its lines and branches are covered.
export default vitestPreset({ coverage: { lines: 95, branches: 95, functions: 95, statements: 95 } });
