/** The route name of the page shown: `@ldn/app-shell`'s, shared with the kiosk. */
export { screenRouteName, useRouteName } from '@ldn/app-shell';
export type { RouteHandle } from '@ldn/app-shell';
