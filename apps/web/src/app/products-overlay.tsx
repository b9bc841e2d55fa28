/** [S2.49] The products overlay host and its opener: `@ldn/app-shell`'s, shared with the kiosk. */
export { discoveryUrls, ProductsOverlayHost, useOpenProductsOverlay } from '@ldn/app-shell';
export type { ProductsOverlayHostProps } from '@ldn/app-shell';
