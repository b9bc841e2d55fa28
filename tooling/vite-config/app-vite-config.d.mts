import type { BuildEnvironmentOptions, Plugin, PluginOption, UserConfig } from 'vite';

/** The server of `pnpm start`, where `vite dev` sends the server's paths. */
export declare const DEV_SERVER: string;
/** The paths `vite dev` hands to the running server. */
export declare const SERVER_PATHS: readonly string[];

/** The page both apps are served in; `meta` adds an app's own `<meta name content>` tags. */
export declare function appHtml(meta?: Readonly<Record<string, string>>): Plugin;

export interface AppViteConfigOptions {
  /** The app's own plugins (its React plugin). */
  readonly plugins: PluginOption[];
  /** Where the server serves the build (`/kiosk/`); `/` by default. */
  readonly base?: string;
  /** The `vite dev` port; Vite's default when omitted. */
  readonly port?: number;
  /** The app's own `<meta>` tags, by name. */
  readonly meta?: Readonly<Record<string, string>>;
  /** Oxc's styled-components options; the build's (minified, pure) by default. */
  readonly styledComponents?: Readonly<Record<string, boolean>>;
  /** Added to the build options. */
  readonly build?: BuildEnvironmentOptions;
}

/** One browser build for both apps, with the app's own parts. */
export declare function appViteConfig(options: AppViteConfigOptions): UserConfig;
