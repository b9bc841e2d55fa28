import { environmentBanner } from '@ldn/domain';
import { AddToListFlow } from '@ldn/feature-product';
import { assistantOpened, selectCurrentList } from '@ldn/feature-session';
import { EnvironmentBanner } from '@ldn/ui-kit';
import { useMemo, type ReactNode } from 'react';
import { CartShell } from './cart-shell';
import { ProductsOverlayHost } from './products-overlay';
import { useAppDispatch, useAppSelector } from './shell-state';

export interface ShellEnvironmentBannerProps {
  /** [S1.7] The environment label the server wrote into the page. */
  readonly appEnvironment: () => string;
}

/** [S1.7] The environment banner (none in PROD), in a landmark so that every part of the page is in one. */
export function ShellEnvironmentBanner({ appEnvironment }: ShellEnvironmentBannerProps) {
  const banner = useMemo(() => environmentBanner(appEnvironment()), [appEnvironment]);
  if (banner === null) return null;
  return (
    <aside>
      <EnvironmentBanner banner={banner} />
    </aside>
  );
}

export interface ShellFlowsProps {
  /** [S7.48] The external login, back to a page of the app (its path, basename excluded). */
  readonly loginHref: (path: string) => string;
  /** A full page load. */
  readonly assign: (url: string) => void;
  /** The layout's bars and page. */
  readonly children?: ReactNode;
}

/**
 * What a layout puts around its bars and page: [S4.11] one add-to-list flow (its popups) for the
 * products overlay and the product pages, [S2.59] the contribution popup a page or the list bar
 * opens ('openContributionPopup'), and [S1.6] [S2.49] the products overlay (its own chunk), whose
 * products go to the flow.
 */
export function ShellFlows({ loginHref, assign, children }: ShellFlowsProps) {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCurrentList);
  return (
    <AddToListFlow
      loginHref={loginHref}
      assign={assign}
      currentList={list}
      onAddAnother={() => dispatch(assistantOpened())}
    >
      {children}
      <CartShell />
      <ProductsOverlayHost />
    </AddToListFlow>
  );
}
