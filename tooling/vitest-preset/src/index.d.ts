import type { ViteUserConfig } from 'vitest/config';

/** Minimum coverage (percent) a package declares; the run fails below it. */
export interface CoverageThresholds {
  lines: number;
  branches: number;
  functions?: number;
  statements?: number;
}

export interface PresetOptions {
  /** Fail the run when coverage drops below these figures. */
  coverage?: CoverageThresholds;
  /** `node` (default) for pure code, `jsdom` for React components. */
  environment?: 'node' | 'jsdom';
}

/** The one Vitest setup of the workspace; see index.js. */
export declare function vitestPreset(options?: PresetOptions, overrides?: ViteUserConfig): ViteUserConfig;
