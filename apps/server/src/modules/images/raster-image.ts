import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** Quality of the WebP pictures: the drawings are flat colours, which stay clean at 82. */
const WEBP_QUALITY = 82;

/**
 * libwebp's effort (0 to 6; sharp's default is 4). Measured on the demo drawings (400 px), a
 * picture's CPU time: 3.4 ms to draw the SVG, then 12 ms to encode at 4, 6 ms at 2 (3.2 kB instead
 * of 2.9 kB), 3.6 ms at 0 (5.7 kB). A search shows up to 20 new pictures, rendered while the
 * browser that asked for them also needs the machine's cores: 2 halves the encoding for 10 % more
 * bytes.
 */
const WEBP_EFFORT = 2;

/** Pictures kept rendered: about 2 kB each, so the default is a few megabytes. */
const DEFAULT_CACHE_ENTRIES = 4_000;

/**
 * Renders the products' SVG drawings as WebP (sharp, libvips): a browser decodes a raster picture
 * off its main thread, while an SVG picture is parsed, styled and laid out there as a document of
 * its own (10 to 17 ms each under the overlay bench's 4x slowdown, docs/performance.md). Rendering
 * runs in libuv's thread pool; each result is kept, by its SVG's ETag, in a least-recently-used
 * cache, and concurrent requests of the same picture share one rendering.
 */
export interface Rasterizer {
  /** The WebP bytes of `svg`, whose ETag is `etag`. */
  webp(etag: string, svg: string): Promise<Buffer>;
}

export function createRasterizer(maxEntries: number = DEFAULT_CACHE_ENTRIES): Rasterizer {
  const cache = new LRUCache<string, Buffer, string>({
    max: maxEntries,
    fetchMethod: (_etag, _stale, { context: svg }) =>
      sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
  });
  return {
    async webp(etag, svg) {
      const bytes = await cache.fetch(etag, { context: svg });
      if (!bytes) throw new Error(`the picture ${etag} could not be rendered`);
      return bytes;
    },
  };
}
