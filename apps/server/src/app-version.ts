import packageJson from '../package.json' with { type: 'json' };

/** The application version ([S7.29] getVersion): the `version` of `apps/server/package.json`. */
export const APP_VERSION: string = packageJson.version;
