import { vitestPreset } from '@ldn/vitest-preset';

// The domain is the product's rule book: issue 2 asks for 95 % of its lines and branches.
export default vitestPreset({ coverage: { lines: 95, branches: 95, functions: 95, statements: 95 } });
