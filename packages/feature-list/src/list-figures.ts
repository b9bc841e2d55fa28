import { itemAvailability, type Availability } from '@ldn/domain';
import type { ApiListItem, BirthList } from '@ldn/api-client';

/**
 * [S3.9] The badge of a card. The API's `availability` already says Offert once every unit is
 * gifted, and `stockAvailability` carries the stock value; the domain's rule is applied to the stock
 * value so that the card and the server can never disagree on when Offert wins.
 */
export function cardAvailability(
  item: Pick<ApiListItem, 'quantity' | 'quantityOfContributedItems' | 'stockAvailability'>,
): Availability {
  return itemAvailability({
    quantity: item.quantity,
    quantityOfContributedItems: item.quantityOfContributedItems,
    availability: item.stockAvailability,
  });
}

/** [S3.6] The figures of a list's header. */
export interface ListFigures {
  /** Products of the list (visible to the viewer, before filtering). */
  readonly products: number;
  /** Units gifted, over the whole list. */
  readonly offers: number;
  /** Wallet total received, integer cents. */
  readonly gatheredCents: number;
}

/**
 * [S3.6] Counts of products and offers, and the gathered amount. They describe the whole list
 * (the server's `nbItems` and `itemsContributed` ignore the filters), so they do not move while
 * the visitor filters. An offer is a gifted unit: two bodysuits of a pack of three count 2.
 */
export function listFigures(list: Pick<BirthList, 'products' | 'walletTotalAmount'>): ListFigures {
  return {
    products: list.products.nbItems,
    offers: list.products.itemsContributed.reduce(
      (sum, item) => sum + item.quantityOfContributedItems,
      0,
    ),
    // Shown to the owner only; a guest's answer has no wallet total.
    gatheredCents: list.walletTotalAmount ?? 0,
  };
}
