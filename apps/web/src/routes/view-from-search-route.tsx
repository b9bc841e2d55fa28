import { bottomBarFor } from '@ldn/domain';
import { AddToListFlow, ViewFromSearchScreen } from '@ldn/feature-product';
import {
  assistantOpened,
  productStockShown,
  selectAssistantOpen,
  selectCurrentList,
  selectMenuOpen,
  selectUser,
} from '@ldn/feature-session';
import { useCallback } from 'react';
import { loginHref } from '../app/environment';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useIsMobile } from '../app/use-is-mobile';

/**
 * [S2.12] `/product/{productId}`: the product by reference, to add to one's list; the current list
 * is kept [S2.35], so the flow adds to the list the visitor came from when it is his.
 */
export function Component() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const list = useAppSelector(selectCurrentList);
  const bar = bottomBarFor({
    routeName: 'ViewFromSearch',
    isMobile: useIsMobile(),
    user,
    menuOpen: useAppSelector(selectMenuOpen),
    externalProductsOpen: useAppSelector(selectAssistantOpen),
    listPhase: list?.phase ?? null,
    productPermanentlyOutOfStock: false,
  });
  const onStockKnown = useCallback(
    (permanentlyOutOfStock: boolean) => dispatch(productStockShown({ permanentlyOutOfStock })),
    [dispatch],
  );
  const onAddAnother = useCallback(() => dispatch(assistantOpened()), [dispatch]);
  return (
    <AddToListFlow loginHref={loginHref} currentList={list} onAddAnother={onAddAnother}>
      <ViewFromSearchScreen onStockKnown={onStockKnown} barShowsAction={bar === 'addToList'} />
    </AddToListFlow>
  );
}
