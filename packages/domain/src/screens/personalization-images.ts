import { personalizationImageLabels } from '../messages';

/**
 * [S3.18] [S3.4] The personalisation images of a list header: a list's `numberImage` is img1 to
 * img10, each with its colour. The spec names the fields (value, color, iconLink, largeLink) but
 * shows no picture, and the server serves none: the header is drawn in SVG from the image's motif
 * and colours (the ui-kit's `HeaderIllustration`), so `iconLink` and `largeLink` stay empty until
 * the retailer has pictures. One table for the list view's header and the list form's picker, so
 * the picker shows what the header will look like.
 *
 * The colours are soft pastels on which the page's dark text (#2B2330, the ui-kit theme's `text`)
 * reads above 7:1.
 */

/** [S3.18] The stored values, a list's `numberImage`. */
export type PersonalizationImageValue =
  'img1' | 'img2' | 'img3' | 'img4' | 'img5' | 'img6' | 'img7' | 'img8' | 'img9' | 'img10';

/** [S3.18] The motif drawn over an image's colour. */
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
export interface PersonalizationImage {
  /** img1 to img10. */
  readonly value: PersonalizationImageValue;
  /** The background colour, `#RRGGBB`. */
  readonly color: string;
  /** A darker shade of the colour, for the motif's shapes. */
  readonly accent: string;
  /** The French name of the image: the picker's label. */
  readonly label: string;
  readonly motif: HeaderMotif;
  /** A small picture of the image; none yet. */
  readonly iconLink: string;
  /** The large picture of the image; none yet. */
  readonly largeLink: string;
}

const image = (
  value: PersonalizationImageValue,
  color: string,
  accent: string,
  motif: HeaderMotif,
): PersonalizationImage => ({
  value,
  color,
  accent,
  label: personalizationImageLabels[value],
  motif,
  iconLink: '',
  largeLink: '',
});

/** [S3.18] img1 to img10, in order. */
export const PERSONALIZATION_IMAGES: readonly PersonalizationImage[] = [
  image('img1', '#CFE3F5', '#8DB6DC', 'clouds'),
  image('img2', '#DDD5F3', '#A998DA', 'stars'),
  image('img3', '#F8D5D0', '#E59A8F', 'balloons'),
  image('img4', '#D3EAD5', '#8FC096', 'leaves'),
  image('img5', '#F3E7CF', '#D9BE85', 'moon'),
  image('img6', '#FAD2DC', '#E98FA6', 'hearts'),
  image('img7', '#C9E8E6', '#7CC2BD', 'waves'),
  image('img8', '#FBE9AE', '#E8C55A', 'sun'),
  image('img9', '#E8E1D7', '#BFAF98', 'dots'),
  image('img10', '#FFDCC4', '#F0A676', 'hotAirBalloons'),
];

/** [S3.18] The image of a new list, and of a list naming none the table knows (the server's default). */
export const DEFAULT_PERSONALIZATION_IMAGE: PersonalizationImage =
  PERSONALIZATION_IMAGES[0] as PersonalizationImage;

/** [S3.18] The image of a stored `numberImage`; an unknown or missing value gives img1. */
export function personalizationImage(value: string | null | undefined): PersonalizationImage {
  return (
    PERSONALIZATION_IMAGES.find((candidate) => candidate.value === value) ??
    DEFAULT_PERSONALIZATION_IMAGE
  );
}
