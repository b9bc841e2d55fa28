/**
 * [S3.18] The personalisation images of a list header: values img1 to img10, each with its colour.
 * The spec gives the values and says each has a colour, an icon and a large image, without showing
 * them; no image asset exists yet, so a header is drawn in its colour (iconLink / largeLink are left
 * to the day the retailer supplies pictures). The names are ours.
 *
 * This table is a pure rule that the list view needs too: it belongs in `@ldn/domain` (a feature may
 * not import another feature), where it should move; it lives here until then.
 */
export interface PersonalizationImage {
  /** [S3.18] The stored value, `numberImage` of the list. */
  readonly value: PersonalizationImageValue;
  /** The header's colour, `#RRGGBB`, light enough for dark text (#2B2330) at 4.5:1. */
  readonly color: string;
  /** Its French name, the swatch's accessible name. */
  readonly name: string;
}

export type PersonalizationImageValue =
  'img1' | 'img2' | 'img3' | 'img4' | 'img5' | 'img6' | 'img7' | 'img8' | 'img9' | 'img10';

/** [S3.18] img1 to img10, in order. */
export const PERSONALIZATION_IMAGES: readonly PersonalizationImage[] = [
  { value: 'img1', color: '#F6C1C9', name: 'Rose dragée' },
  { value: 'img2', color: '#A9D3EE', name: 'Bleu ciel' },
  { value: 'img3', color: '#BFE3C0', name: 'Vert amande' },
  { value: 'img4', color: '#FBE39A', name: 'Jaune poussin' },
  { value: 'img5', color: '#CDBEEA', name: 'Lavande' },
  { value: 'img6', color: '#F9C9A7', name: 'Pêche' },
  { value: 'img7', color: '#A8E0D4', name: 'Menthe' },
  { value: 'img8', color: '#E8D8C3', name: 'Sable' },
  { value: 'img9', color: '#F4A593', name: 'Corail' },
  { value: 'img10', color: '#D5D8DC', name: 'Gris perle' },
];

/** [S3.18] The image of a new list (the server's default too). */
export const DEFAULT_PERSONALIZATION_IMAGE: PersonalizationImageValue = 'img1';

/** [S3.18] The image of a stored value; an unknown value gives the default image. */
export function personalizationImage(value: string | null | undefined): PersonalizationImage {
  const found = PERSONALIZATION_IMAGES.find((image) => image.value === value);
  // The table is non-empty and starts with the default, so [0] is always there.
  return found ?? (PERSONALIZATION_IMAGES[0] as PersonalizationImage);
}
