import type { ListItem } from './types';

/**
 * [S4.2] [S8.3] May the owner remove this product from the list? Not once any unit is gifted, nor
 * while a purchase of it is in progress (the screen then shows CANT_REMOVE_PRODUCT).
 */
export function canRemoveItem(
  item: Pick<ListItem, 'quantityOfContributedItems' | 'isPurchaseInProgress'>,
): boolean {
  return item.quantityOfContributedItems <= 0 && item.isPurchaseInProgress !== true;
}

/**
 * [S4.2] [S8.3] May the owner edit this product? Not when it is permanently out of stock (the screen
 * then shows CANT_EDIT_PERMANENTLY_OUT_OF_STOCK).
 */
export function canEditItem(item: Pick<ListItem, 'availability'>): boolean {
  return item.availability !== 'PERMANENTLY_OUT_OF_STOCK';
}
