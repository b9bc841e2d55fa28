import { hrefFor, isLogged, isStaff } from '@ldn/domain';
import { useAddToList } from '@ldn/feature-product';
import {
  assistantClosed,
  assistantOpened,
  selectAssistantNavigateTo,
  selectAssistantOpen,
  selectUser,
  useSessionDispatch,
  useSessionSelector,
} from '@ldn/feature-session';
import type { OverlayProduct } from '@ldn/search-overlay';
import { lazyWithPreload, useOpenedApart, whenIdle } from '@ldn/ui-kit';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * [S1.6] [S2.49] The overlay is its own chunk (with the discovery SDK it makes its client from):
 * the list page's first download does not grow by it. It loads once the browser is idle when a
 * customer is signed in (only they can open it), so that a first opening renders at once; or on
 * the first opening.
 */
const ProductsOverlay = lazyWithPreload(
  () => import('@ldn/search-overlay').then((module) => module.ProductsOverlay),
  'ProductsOverlay',
);

/** [S7.49] [S7.51] The discovery service and tracking, at the site root (not under /api). */
export function discoveryUrls(origin: string): { discoveryUrl: string; trackingUrl: string } {
  return { discoveryUrl: `${origin}/discovery`, trackingUrl: origin };
}

export interface ProductsOverlayHostProps {
  /**
   * [S2.49] [S4.11] 'Ajouter à ma liste' on a product; by default the overlay closes (rule 2 would
   * otherwise stop the flow's 'go to my list') and the add-to-list flow of the layout takes it.
   */
  readonly onAddProduct?: (product: OverlayProduct) => void;
}

/**
 * [S2.26] [S2.49] The shell's products overlay: shown while the ui slice's `assistantOpen` is true
 * (the drawer's and footer's external-products entry, `useOpenProductsOverlay`), in navigation mode
 * when the opening named a category. 'Fermer' closes it; a product opens ViewFromSearch. Render it
 * inside the layout's `AddToListFlow` and the router.
 */
export function ProductsOverlayHost({ onAddProduct }: ProductsOverlayHostProps) {
  const dispatch = useSessionDispatch();
  const navigate = useNavigate();
  const open = useOpenedApart(useSessionSelector(selectAssistantOpen));
  const navigateTo = useSessionSelector(selectAssistantNavigateTo);
  const signedIn = useSessionSelector((state) => isLogged(selectUser(state)));
  // [S6.4] Staff add a product whatever its stock.
  const staff = useSessionSelector((state) => isStaff(selectUser(state)));
  useEffect(
    () => (signedIn ? whenIdle(() => void ProductsOverlay.preload()) : undefined),
    [signedIn],
  );
  const { addToList } = useAddToList();
  // Mounted from the first opening on (the chunk and its client then stay): remembered while
  // rendering (React renders again at once), not in an effect that would commit twice.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  const showProduct = useCallback(
    (product: OverlayProduct) => {
      dispatch(assistantClosed());
      void navigate(hrefFor('ViewFromSearch', { productId: product.id }));
    },
    [dispatch, navigate],
  );

  const addProduct = useCallback(
    (product: OverlayProduct) => {
      dispatch(assistantClosed());
      addToList(product);
    },
    [dispatch, addToList],
  );

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProductsOverlay
        open={open}
        {...discoveryUrls(window.location.origin)}
        navigateTo={navigateTo ?? undefined}
        onClose={() => dispatch(assistantClosed())}
        onViewProduct={showProduct}
        onAddProduct={onAddProduct ?? addProduct}
        staff={staff}
      />
    </Suspense>
  );
}

/**
 * [S2.49] Opens the products overlay from a screen of the app: in search mode, or in navigation
 * mode on a category path (`openProducts('meals/biberons')`).
 */
export function useOpenProductsOverlay(): (navigateTo?: string) => void {
  const dispatch = useSessionDispatch();
  return useCallback(
    (navigateTo?: string) => {
      dispatch(assistantOpened(navigateTo === undefined ? undefined : { navigateTo }));
    },
    [dispatch],
  );
}
