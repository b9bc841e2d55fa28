import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { products } from '../../db/schema';
import { errorBodySchema, HttpError } from '../../http/error-body';
import { imageEtag, PRODUCT_IMAGE_PREFIX, productImageSvg } from './product-image';
import { createRasterizer } from './raster-image';

/** A day: images change only if a product's name, category or colour does. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';

const FILE_PATTERN = /^(\d{8})\.(svg|webp)$/;

/**
 * `GET /images/products/{codeAx}.webp` (what the answers link to, {@link productImagePath}) and
 * `.svg`: the product's image, drawn on the fly from its category, colour and name
 * ({@link productImageSvg}), as WebP (rendered from the drawing, raster-image.ts) or as the
 * drawing itself; no image files exist. Served outside the api base like any static asset,
 * cacheable for a day, with an ETag answered by 304. An unknown or malformed code is a 404 in the
 * error contract's JSON.
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const rasterizer = createRasterizer();
  app.get(
    `${PRODUCT_IMAGE_PREFIX}:file`,
    {
      schema: {
        tags: ['images'],
        summary:
          'Image of a product (WebP, or SVG), e.g. /images/products/12345678.webp or /images/products/12345678.svg',
        params: z.object({ file: z.string().describe('{codeAx}.webp or {codeAx}.svg') }),
        response: {
          200: z.unknown().describe('The picture (image/webp) or the drawing (image/svg+xml)'),
          304: z.null().describe('Not modified: the If-None-Match ETag is current'),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const [, codeAx, extension] = FILE_PATTERN.exec(request.params.file) ?? [];
      const [product] = codeAx
        ? await database.db
            .select({
              codeAx: products.codeAx,
              name: products.name,
              category: products.category,
              color: products.color,
            })
            .from(products)
            .where(eq(products.codeAx, codeAx))
            .limit(1)
        : [];
      if (!product) {
        throw new HttpError(404, `No product image ${request.params.file}`, 'NOT_FOUND');
      }
      const svg = productImageSvg(product);
      const etag = extension === 'webp' ? imageEtag(`${svg}\u0000webp`) : imageEtag(svg);
      reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('etag', etag)
        // Product images are public: feeds and other sites may show them (helmet's default
        // Cross-Origin-Resource-Policy would block them there).
        .header('cross-origin-resource-policy', 'cross-origin');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      if (extension === 'webp')
        return reply.type('image/webp').send(await rasterizer.webp(etag, svg));
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};

/** RFC 9110 If-None-Match: `*`, or a list of tags compared weakly (a `W/` prefix is ignored). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
