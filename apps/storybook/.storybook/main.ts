import react from '@vitejs/plugin-react';
import { defineMain } from '@storybook/react-vite/node';
import type { Plugin } from 'vite';

/**
 * The Storybook host: every `*.stories.tsx` of every package and app (this one aside), with the
 * accessibility addon. Paths are relative to this `.storybook/` folder.
 */
const STORIES = [
  '../../../packages/*/src/**/*.stories.@(tsx|ts)',
  // `!(storybook)`: every app but this host, which has no stories of its own.
  '../../../apps/!(storybook)/src/**/*.stories.@(tsx|ts)',
];

/**
 * Storybook's preview page is written `<html lang="en">` by the Vite builder; the product is all in
 * French, so screen readers and axe's `html-lang-valid` / `valid-lang` checks must see `fr` from the
 * first byte, before any script runs.
 */
function frenchPreviewDocument(): Plugin {
  return {
    name: 'ldn:preview-lang-fr',
    transformIndexHtml: (html) => html.replace(/<html lang="[^"]*"/, '<html lang="fr"'),
  };
}

export default defineMain({
  framework: '@storybook/react-vite',
  stories: STORIES,
  addons: ['@storybook/addon-a11y'],
  core: {
    // The build machines reach only the npm registry: no telemetry, no update checks.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), react(), frenchPreviewDocument()],
    resolve: {
      ...config.resolve,
      // Stories come from several packages, each with react and styled-components in its own
      // devDependencies: one copy of each, or hooks and the theme context break.
      dedupe: ['react', 'react-dom', 'styled-components'],
    },
  }),
});
