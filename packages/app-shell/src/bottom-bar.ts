import { bottomBarFor, type BottomBarVariant, type RouteName } from '@ldn/domain';
import {
  productStockShown,
  selectAssistantOpen,
  selectCurrentList,
  selectMenuOpen,
  selectProductPermanentlyOutOfStock,
  selectUser,
} from '@ldn/feature-session';
import { useIsDesktop } from '@ldn/ui-kit';
import { useCallback } from 'react';
import { useShellChrome } from './shell-chrome';
import { useAppDispatch, useAppSelector } from './shell-state';

/** [S2.51] [S2.61] Whether the page is narrower than the desktop switch (no media query: `innerWidth`). */
export function useIsMobile(): boolean {
  return !useIsDesktop();
}

/**
 * [S2.51]-[S2.58] The bottom bar the shell shows on `routeName`, from the domain's `bottomBarFor`
 * over the session state: the layout renders it, and a page asks it whether the bar carries its
 * action (else the page shows the action itself). None in a shell without the bar (the kiosk).
 */
export function useBottomBar(routeName: RouteName): BottomBarVariant | null {
  const { bottomBar } = useShellChrome();
  const list = useAppSelector(selectCurrentList);
  const variant = bottomBarFor({
    routeName,
    isMobile: useIsMobile(),
    user: useAppSelector(selectUser),
    menuOpen: useAppSelector(selectMenuOpen),
    externalProductsOpen: useAppSelector(selectAssistantOpen),
    listPhase: list?.phase ?? null,
    productPermanentlyOutOfStock: useAppSelector(selectProductPermanentlyOutOfStock),
  });
  return bottomBar ? variant : null;
}

/**
 * [S2.58] What a product page calls once it knows its product's stock (the bottom bar reads it);
 * nothing in a shell without the bar.
 */
export function useStockKnown(): ((permanentlyOutOfStock: boolean) => void) | undefined {
  const { bottomBar } = useShellChrome();
  const dispatch = useAppDispatch();
  const onStockKnown = useCallback(
    (permanentlyOutOfStock: boolean) => dispatch(productStockShown({ permanentlyOutOfStock })),
    [dispatch],
  );
  return bottomBar ? onStockKnown : undefined;
}
