import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { IMAGE_CACHE_CONTROL } from './images-routes';
import { productImagePath, productImageSvg } from './product-image';
import { useTestApp } from '../../test-support/test-app';

const product = (codeAx: string, name: string, category: string, color: string | null) => ({
  codeAx,
  codeAs400: codeAx.slice(1),
  name,
  brand: 'Petit Nuage',
  category,
  modelCode: `M${codeAx}`,
  color,
  priceCents: 999,
});

/** The drawing itself, beside the WebP picture the answers link to. */
const svgPath = (codeAx: string): string => `/images/products/${codeAx}.svg`;

describe(`GET /images/products/{codeAx}.webp and .svg`, () => {
  const server = useTestApp({
    arrange: async (database) => {
      await database.db
        .insert(products)
        .values([
          product('10000001', 'Body manches longues bébé', 'look', 'Rose poudré'),
          product('10000002', 'Poussette 3 roues trio Compact', 'outings', 'Noir'),
          product('10000003', 'Écharpe <de> portage & "Cie"', 'outings', null),
          product('10000004', 'Objet sans catégorie connue', 'jouets', 'Couleur inconnue'),
        ]);
    },
  });

  it('[S3.7] gives every product an image path outside the api base', () => {
    expect(productImagePath('10000001')).toBe('/images/products/10000001.webp');
  });

  it('[S3.7] answers the drawing as a 400x400 WebP picture, cacheable for a day, with its own ETag', async () => {
    const response = await server.app.inject({ method: 'GET', url: productImagePath('10000001') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 400 });
    // The picture is the drawing's: above the pictogram, the disc in the product's colour (Rose poudré).
    const { data } = await sharp(bytes)
      .extract({ left: 200, top: 90, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red = 0, green = 0, blue = 0] = data;
    expect(Math.abs(red - 0xef) + Math.abs(green - 0xc3) + Math.abs(blue - 0xc6)).toBeLessThan(24);
    const svg = await server.app.inject({ method: 'GET', url: svgPath('10000001') });
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(response.headers.etag).not.toBe(svg.headers.etag);

    const again = await server.app.inject({
      method: 'GET',
      url: productImagePath('10000001'),
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const twice = await server.app.inject({ method: 'GET', url: productImagePath('10000001') });
    expect(twice.rawPayload.equals(bytes)).toBe(true);
  });

  it('[S3.7] answers an SVG drawn for the product, cacheable for a day, with an ETag', async () => {
    const response = await server.app.inject({ method: 'GET', url: svgPath('10000001') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain('<title>Body manches longues bébé</title>');
    expect(response.body).toContain('#efc3c6'); // Rose poudré
    expect(response.body).toContain('>B</text>');
  });

  it('answers 304 with no body when the browser already has this version', async () => {
    const first = await server.app.inject({ method: 'GET', url: svgPath('10000002') });
    const etag = String(first.headers.etag);
    const again = await server.app.inject({
      method: 'GET',
      url: svgPath('10000002'),
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await server.app.inject({
      method: 'GET',
      url: svgPath('10000002'),
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('draws the same bytes every time, and different images for different products', async () => {
    const a = await server.app.inject({ method: 'GET', url: svgPath('10000001') });
    const b = await server.app.inject({ method: 'GET', url: svgPath('10000001') });
    const c = await server.app.inject({ method: 'GET', url: svgPath('10000002') });
    expect(a.body).toBe(b.body);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(c.headers.etag).not.toBe(a.headers.etag);
  });

  it('escapes the product name, and draws products without a (known) colour or category', async () => {
    const escaped = await server.app.inject({ method: 'GET', url: svgPath('10000003') });
    expect(escaped.statusCode).toBe(200);
    expect(escaped.body).toContain('Écharpe &lt;de&gt; portage &amp; &quot;Cie&quot;');
    expect(escaped.body).not.toContain('<de>');
    expect(escaped.body).toContain('>É</text>');
    const unknown = await server.app.inject({ method: 'GET', url: svgPath('10000004') });
    expect(unknown.statusCode).toBe(200);
  });

  it('answers 404 in the error contract for an unknown or malformed code', async () => {
    for (const url of [
      productImagePath('99999999'),
      svgPath('99999999'),
      '/images/products/abc.svg',
      '/images/products/10000001.png',
      '/images/products/1000000.svg',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('productImageSvg', () => {
  it('is a pure function of the product: same input, same bytes', () => {
    const input = {
      codeAx: '12345678',
      name: 'Biberon anti-colique',
      category: 'meals',
      color: 'Blanc',
    };
    expect(productImageSvg(input)).toBe(productImageSvg({ ...input }));
    expect(productImageSvg(input)).not.toBe(productImageSvg({ ...input, color: 'Bleu marine' }));
    expect(productImageSvg(input)).not.toBe(productImageSvg({ ...input, category: 'toilet' }));
  });

  it('uses dark ink on light colours and white ink on dark ones, for contrast', () => {
    const light = productImageSvg({ codeAx: '1', name: 'Body', category: 'look', color: 'Blanc' });
    const dark = productImageSvg({ codeAx: '1', name: 'Body', category: 'look', color: 'Noir' });
    expect(light).toContain('color="#34344a"');
    expect(dark).toContain('color="#ffffff"');
  });
});
