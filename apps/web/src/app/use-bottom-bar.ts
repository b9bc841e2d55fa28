import { bottomBarFor, type BottomBarVariant, type RouteName } from '@ldn/domain';
import {
  productStockShown,
  selectAssistantOpen,
  selectCurrentList,
  selectMenuOpen,
  selectProductPermanentlyOutOfStock,
  selectUser,
} from '@ldn/feature-session';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import { useIsMobile } from './use-is-mobile';

/**
 * [S2.51]-[S2.58] The bottom bar the shell shows on `routeName`, from the domain's `bottomBarFor`
 * over the session state: the layout renders it, and a page asks it whether the bar carries its
 * action (else the page shows the action itself).
 */
export function useBottomBar(routeName: RouteName): BottomBarVariant | null {
  const list = useAppSelector(selectCurrentList);
  return bottomBarFor({
    routeName,
    isMobile: useIsMobile(),
    user: useAppSelector(selectUser),
    menuOpen: useAppSelector(selectMenuOpen),
    externalProductsOpen: useAppSelector(selectAssistantOpen),
    listPhase: list?.phase ?? null,
    productPermanentlyOutOfStock: useAppSelector(selectProductPermanentlyOutOfStock),
  });
}

/** [S2.58] What a product page calls once it knows its product's stock. */
export function useStockKnown(): (permanentlyOutOfStock: boolean) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (permanentlyOutOfStock: boolean) => dispatch(productStockShown({ permanentlyOutOfStock })),
    [dispatch],
  );
}
