import { createHash } from 'node:crypto';
import { relativeLuminance } from '@ldn/domain';
import { escapeHtml } from '../../http/html';
import { colorHexOf } from '../catalogue/colors';

/** Where product images are served; outside the api base, like any static asset. */
export const PRODUCT_IMAGE_PREFIX = '/images/products/';

/**
 * [S3.7] [S3.17] The URL path of a product's image ('/images/products/12345678.webp'): what the
 * list items' `imgs`/`originalImg` and the search items' `g:image_link` point at. A picture in
 * WebP rather than the SVG drawing (also served, `.svg`): the browser decodes it off its main
 * thread (raster-image.ts).
 */
export function productImagePath(codeAx: string): string {
  return `${PRODUCT_IMAGE_PREFIX}${codeAx}.webp`;
}

/** What an image is drawn from. */
export interface ProductImageInput {
  readonly codeAx: string;
  readonly name: string;
  readonly category: string;
  readonly color: string | null;
}

interface CategoryLook {
  /** Background tint. */
  readonly background: string;
  /** Fill of the disc when the product has no colour. */
  readonly accent: string;
  /** The pictogram, drawn in a 100 x 100 box with `currentColor`. */
  readonly icon: string;
}

/** [S3.8] One pictogram and one tint per category; unknown categories look like 'autres'. */
const CATEGORY_LOOKS: Record<string, CategoryLook> = {
  bedroom: {
    background: '#e9e6f7',
    accent: '#9d94d6',
    icon: '<path d="M58 16a34 34 0 1 0 26 56 28 28 0 1 1-26-56z"/><path d="M74 18l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z"/>',
  },
  outings: {
    background: '#e3f1ec',
    accent: '#6fb59b',
    icon: '<path d="M18 46h64a32 28 0 0 1-64 0z"/><path d="M22 42a28 28 0 0 1 28-26v26z"/><path d="M82 46l9-16" stroke="currentColor" stroke-width="5" stroke-linecap="round" fill="none"/><circle cx="32" cy="84" r="8"/><circle cx="68" cy="84" r="8"/>',
  },
  travels: {
    background: '#e2eef8',
    accent: '#6d9fcf',
    icon: '<rect x="22" y="34" width="56" height="46" rx="7"/><path d="M38 34v-9h24v9" stroke="currentColor" stroke-width="5" fill="none"/><circle cx="34" cy="86" r="4"/><circle cx="66" cy="86" r="4"/>',
  },
  meals: {
    background: '#fbefe1',
    accent: '#e3a868',
    icon: '<path d="M42 18q8-16 16 0z"/><rect x="38" y="18" width="24" height="9" rx="2"/><rect x="35" y="29" width="30" height="60" rx="9"/>',
  },
  toilet: {
    background: '#e0f3f6',
    accent: '#5fb7c9',
    icon: '<ellipse cx="48" cy="66" rx="32" ry="19"/><circle cx="64" cy="38" r="15"/><path d="M77 36l13 4-13 6z"/>',
  },
  look: {
    background: '#fbe7ea',
    accent: '#e39aa6',
    icon: '<path d="M36 16L18 27l7 15 9-4v40q16 14 32 0V38l9 4 7-15-18-11q-14 12-28 0z"/>',
  },
  awakening: {
    background: '#fdf5d9',
    accent: '#e8c14d',
    icon: '<circle cx="40" cy="40" r="23"/><path d="M56 56l24 24" stroke="currentColor" stroke-width="9" stroke-linecap="round"/><circle cx="84" cy="84" r="8" stroke="currentColor" stroke-width="5" fill="none"/>',
  },
  autres: {
    background: '#efe9e1',
    accent: '#b79b7a',
    icon: '<rect x="22" y="44" width="56" height="40" rx="3"/><rect x="17" y="32" width="66" height="14" rx="3"/><path d="M50 32q-10-18-20-8t20 8q10-18 20-8t-20 8" stroke="currentColor" stroke-width="4" fill="none"/>',
  },
};

const DARK_INK = '#34344a';
const LIGHT_INK = '#ffffff';

/**
 * Draws a product's image: a tinted square for its category, a disc in the product's colour, the
 * category's pictogram on it, the initial of its name in a badge, and a few dots placed from its
 * code so that neighbours in a grid do not look identical. Pure and deterministic: the same
 * product always gives the same bytes (hence a stable ETag). Text is XML-escaped.
 */
export function productImageSvg(product: ProductImageInput): string {
  const look = CATEGORY_LOOKS[product.category] ?? (CATEGORY_LOOKS.autres as CategoryLook);
  const disc = colorHexOf(product.color) ?? look.accent;
  const ink = relativeLuminance(disc) > 0.45 ? DARK_INK : LIGHT_INK;
  const initial = initialOf(product.name);
  const digest = createHash('sha256').update(product.codeAx).digest();
  const dots = [0, 1, 2, 3, 4]
    .map((index) => {
      const x = 30 + ((digest[index * 3] ?? 0) % 340);
      const y = 30 + ((digest[index * 3 + 1] ?? 0) % 340);
      const r = 4 + ((digest[index * 3 + 2] ?? 0) % 7);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${disc}" opacity="0.35"/>`;
    })
    .join('');
  const title = escapeHtml(product.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<rect width="400" height="400" fill="${look.background}"/>` +
    dots +
    `<circle cx="200" cy="196" r="128" fill="${disc}" stroke="${DARK_INK}" stroke-opacity="0.08" stroke-width="6"/>` +
    `<g transform="translate(120 116) scale(1.6)" fill="currentColor" color="${ink}">${look.icon}</g>` +
    `<circle cx="330" cy="330" r="40" fill="#ffffff" stroke="${DARK_INK}" stroke-opacity="0.12" stroke-width="3"/>` +
    `<text x="330" y="345" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="42" font-weight="700" fill="${DARK_INK}">${escapeHtml(initial)}</text>` +
    `</svg>`
  );
}

/** The first letter of the name, upper case, accents kept ('Écharpe' -> 'É'); '?' for none. */
function initialOf(name: string): string {
  const letter = [...name.trim()].find((character) => /\p{L}|\p{N}/u.test(character));
  return letter ? letter.toLocaleUpperCase('fr-FR') : '?';
}

/** A strong ETag of the image bytes. */
export function imageEtag(svg: string): string {
  return `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
}
