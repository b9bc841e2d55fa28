import { dependencyDirection } from './dependency-direction.js';

/** The workspace's own lint rules, used as the `ldn` plugin. */
export const plugin = {
  meta: { name: '@ldn/eslint-config/plugin', version: '0.0.0' },
  rules: {
    'dependency-direction': dependencyDirection,
  },
};

export default plugin;
