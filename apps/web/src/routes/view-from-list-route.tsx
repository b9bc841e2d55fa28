import { bottomBarFor } from '@ldn/domain';
import { AddToListFlow, ViewFromClosedListScreen, ViewFromListScreen } from '@ldn/feature-product';
import {
  assistantOpened,
  productStockShown,
  selectAssistantOpen,
  selectCurrentList,
  selectMenuOpen,
  selectProductPermanentlyOutOfStock,
  selectUser,
} from '@ldn/feature-session';
import { useCallback } from 'react';
import { loginHref } from '../app/environment';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useRouteName } from '../app/route-name';
import { useIsMobile } from '../app/use-is-mobile';

/**
 * [S2.9] [S2.10] `/product/{id}/{productId}`: ViewFromList, or ViewFromClosedList once the loaded
 * list is Cloturée (`useRouteName`). The page tells the shell its product's stock [S2.58]; the
 * add-to-list flow of the closed list's page comes back here after the login.
 */
export function Component() {
  const dispatch = useAppDispatch();
  const routeName = useRouteName();
  const user = useAppSelector(selectUser);
  const list = useAppSelector(selectCurrentList);
  const isMobile = useIsMobile();
  const bar = bottomBarFor({
    routeName,
    isMobile,
    user,
    menuOpen: useAppSelector(selectMenuOpen),
    externalProductsOpen: useAppSelector(selectAssistantOpen),
    listPhase: list?.phase ?? null,
    productPermanentlyOutOfStock: useAppSelector(selectProductPermanentlyOutOfStock),
  });
  const onStockKnown = useCallback(
    (permanentlyOutOfStock: boolean) => dispatch(productStockShown({ permanentlyOutOfStock })),
    [dispatch],
  );
  const onAddAnother = useCallback(() => dispatch(assistantOpened()), [dispatch]);
  if (routeName === 'ViewFromClosedList') {
    return (
      <AddToListFlow loginHref={loginHref} currentList={list} onAddAnother={onAddAnother}>
        <ViewFromClosedListScreen
          onStockKnown={onStockKnown}
          barShowsAction={bar === 'addToList'}
        />
      </AddToListFlow>
    );
  }
  return <ViewFromListScreen onStockKnown={onStockKnown} barShowsAction={bar === 'addToCart'} />;
}
