/**
 * [S3.18] [S3.4] The personalisation images of a list header: `numberImage` is img1 to img10, each
 * with its colour. The spec names the fields (value, color, iconLink, largeLink) but no picture, and
 * the server serves none: the header is drawn in SVG from the image's motif and colour
 * (`HeaderIllustration`), so `iconLink` and `largeLink` stay empty until the retailer has pictures.
 *
 * The colours are soft pastels on which the page's text colour (#2B2330) reads above 7:1
 * (tested with the domain's `contrastRatio`).
 */

/** [S3.18] The motif drawn for an image. */
export type HeaderMotif =
  | 'clouds'
  | 'stars'
  | 'balloons'
  | 'leaves'
  | 'moon'
  | 'hearts'
  | 'waves'
  | 'sun'
  | 'dots'
  | 'hotAirBalloons';

/** [S3.18] One personalisation image. */
export interface HeaderImage {
  /** img1 to img10. */
  readonly value: string;
  /** The background colour, `#RRGGBB`. */
  readonly color: string;
  /** A darker shade of the colour, for the motif's shapes. */
  readonly accent: string;
  /** The French name of the image (the form's picker may show it). */
  readonly label: string;
  readonly motif: HeaderMotif;
  /** A small picture of the image; none yet. */
  readonly iconLink: string;
  /** The large picture of the image; none yet. */
  readonly largeLink: string;
}

const image = (
  value: string,
  color: string,
  accent: string,
  label: string,
  motif: HeaderMotif,
): HeaderImage => ({ value, color, accent, label, motif, iconLink: '', largeLink: '' });

/** [S3.18] img1 to img10, in order. */
export const HEADER_IMAGES: readonly HeaderImage[] = [
  image('img1', '#CFE3F5', '#8DB6DC', 'Nuages', 'clouds'),
  image('img2', '#DDD5F3', '#A998DA', 'Étoiles', 'stars'),
  image('img3', '#F8D5D0', '#E59A8F', 'Ballons', 'balloons'),
  image('img4', '#D3EAD5', '#8FC096', 'Feuillage', 'leaves'),
  image('img5', '#F3E7CF', '#D9BE85', 'Clair de lune', 'moon'),
  image('img6', '#FAD2DC', '#E98FA6', 'Cœurs', 'hearts'),
  image('img7', '#C9E8E6', '#7CC2BD', 'Vagues', 'waves'),
  image('img8', '#FBE9AE', '#E8C55A', 'Soleil', 'sun'),
  image('img9', '#E8E1D7', '#BFAF98', 'Pois', 'dots'),
  image('img10', '#FFDCC4', '#F0A676', 'Montgolfières', 'hotAirBalloons'),
];

/** The image a list shows when it names none the table knows (the server's default is img1). */
export const DEFAULT_HEADER_IMAGE: HeaderImage = HEADER_IMAGES[0] as HeaderImage;

/** [S3.18] The image of a list's `numberImage`, img1 for an unknown value. */
export function headerImageOf(numberImage: string | null | undefined): HeaderImage {
  return HEADER_IMAGES.find((candidate) => candidate.value === numberImage) ?? DEFAULT_HEADER_IMAGE;
}
