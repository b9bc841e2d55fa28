import { availabilityLabels } from '../messages';
import type { Availability, ListItem } from './types';

/** [S3.9] How an availability badge looks: fill colour, text colour and display text. */
export interface AvailabilityStyle {
  /** Badge background, `#RRGGBB`. */
  readonly fill: string;
  /** Badge text, `#RRGGBB`, at least 4.5:1 against the fill (WCAG AA, see contrast.ts). */
  readonly text: string;
  /** French display text. */
  readonly label: string;
}

/**
 * [S3.9] The four availability values and their badges. The colours are ours (the spec shows none):
 * green for in stock, amber for unavailable, red for permanently out of stock, violet for gifted.
 */
export const AVAILABILITY_STYLES = {
  AVAILABLE: { fill: '#E3F4E8', text: '#1B5E20', label: availabilityLabels.AVAILABLE },
  UNAVAILABLE: { fill: '#FFF1DC', text: '#8A4B00', label: availabilityLabels.UNAVAILABLE },
  PERMANENTLY_OUT_OF_STOCK: {
    fill: '#FDE4E4',
    text: '#A51C1C',
    label: availabilityLabels.PERMANENTLY_OUT_OF_STOCK,
  },
  GIFTED: { fill: '#EDE7F6', text: '#4A2C8A', label: availabilityLabels.GIFTED },
} as const satisfies Readonly<Record<Availability, AvailabilityStyle>>;

/**
 * [S3.9] [S4.2] What an item shows: Offert once the gifted quantity reaches the wanted one, else its
 * stock value (En stock, Indisponible, Définitivement en rupture).
 */
export function itemAvailability(
  item: Pick<ListItem, 'quantity' | 'quantityOfContributedItems' | 'availability'>,
): Availability {
  return item.quantityOfContributedItems >= item.quantity ? 'GIFTED' : item.availability;
}

/** [S3.9] The badge of an item. */
export function itemAvailabilityStyle(
  item: Pick<ListItem, 'quantity' | 'quantityOfContributedItems' | 'availability'>,
): AvailabilityStyle {
  return AVAILABILITY_STYLES[itemAvailability(item)];
}
