import { bottomBarFor } from '@ldn/domain';
import { EditProductScreen } from '@ldn/feature-product';
import {
  productStockShown,
  selectAssistantOpen,
  selectCurrentList,
  selectMenuOpen,
  selectUser,
} from '@ldn/feature-session';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useIsMobile } from '../app/use-is-mobile';

/** [S2.11] `/product/{id}/{productId}/edit` (owner only): the product of the list in a form. */
export function Component() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCurrentList);
  const bar = bottomBarFor({
    routeName: 'EditProduct',
    isMobile: useIsMobile(),
    user: useAppSelector(selectUser),
    menuOpen: useAppSelector(selectMenuOpen),
    externalProductsOpen: useAppSelector(selectAssistantOpen),
    listPhase: list?.phase ?? null,
    productPermanentlyOutOfStock: false,
  });
  const onStockKnown = useCallback(
    (permanentlyOutOfStock: boolean) => dispatch(productStockShown({ permanentlyOutOfStock })),
    [dispatch],
  );
  return <EditProductScreen onStockKnown={onStockKnown} barShowsAction={bar === 'saveChanges'} />;
}
