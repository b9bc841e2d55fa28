import {
  CartShell,
  NavigationGuard,
  ProductsOverlayHost,
  RETAILER_BRAND,
  useRouteName,
  useShellCart,
} from '@ldn/app-shell';
import { environmentBanner, headerFor, isStaff, type MenuAction } from '@ldn/domain';
import { NotFoundScreen } from '@ldn/feature-pages';
import { AddToListFlow } from '@ldn/feature-product';
import {
  assistantOpened,
  selectCurrentList,
  selectNotFoundShown,
  selectUser,
  staffLoggedOut,
} from '@ldn/feature-session';
import {
  EnvironmentBanner,
  LinkProvider,
  SkipLink,
  TopBar,
  useScreenActions,
  type LinkProps,
} from '@ldn/ui-kit';
import { useCallback, useMemo } from 'react';
import { Link, Outlet } from 'react-router';
import styled from 'styled-components';
import { CustomerStrip } from './customer-strip';
import { useKioskDispatch, useKioskSelector } from './hooks';
import { IdleLogout } from './idle-logout';
import { kioskPageLoginHref, LOGOUT_PATH, type KioskServices } from './kiosk-services';
import { TouchTargetStyle } from './touch-target-style';

/** The id of `<main>`, the target of the skip link. */
const MAIN_ID = 'contenu';

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.md};
`;

/** The ui-kit's in-app links, rendered by react-router (inside the `/kiosk` basename). */
function RouterLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
}

export interface KioskLayoutProps {
  readonly services: KioskServices;
  /** [S2.62] Time without activity before the idle warning. */
  readonly idleMs: number;
}

/**
 * [S1.7] [S2.62] The staff layout: the environment banner (none in PROD), the top bar (the customer's list, activity and in-store cart while a
 * list is open; help, logout with the first name; the wallet hidden), the selected customer's strip, the page or Not found in place, no customer bottom bar (pages show
 * their own buttons), no drawer; the navigation guard's page part, the add-to-list flow with the
 * products overlay and the cart's contribution popup for the customer pages; the idle logout while
 * staff are signed in; 44 px touch targets.
 */
export function KioskLayout({ services, idleMs }: KioskLayoutProps) {
  const dispatch = useKioskDispatch();
  const user = useKioskSelector(selectUser);
  const list = useKioskSelector(selectCurrentList);
  const notFound = useKioskSelector(selectNotFoundShown);
  const matchedRoute = useRouteName();
  const routeName = notFound ? 'NotFound' : matchedRoute;
  const screenActions = useScreenActions();
  const cart = useShellCart();
  // [S1.7] The device shows which environment it works on, as the web app does (none in PROD).
  const banner = useMemo(() => environmentBanner(services.appEnvironment()), [services]);

  const logout = useCallback(() => {
    // [S2.62] The flag first (kept in sessionStorage), then the server's logout.
    dispatch(staffLoggedOut());
    services.assign(LOGOUT_PATH);
  }, [dispatch, services]);

  const run = (action: MenuAction) => {
    if (action === 'staffLogout' || action === 'logout') logout();
    else screenActions.run(action);
  };

  return (
    <LinkProvider component={RouterLink}>
      <NavigationGuard routeName={routeName} services={services} brand={RETAILER_BRAND} />
      <TouchTargetStyle />
      {/* [S4.11] One add-to-list flow (its popups) for the overlay and the product pages. */}
      <AddToListFlow
        loginHref={kioskPageLoginHref}
        assign={services.assign}
        currentList={list}
        onAddAnother={() => dispatch(assistantOpened())}
      >
        {/* RGAA 12.7: the first link jumps over the banner, the top bar and the customer strip. */}
        <SkipLink targetId={MAIN_ID} />
        {banner !== null && (
          // A landmark, so that every part of the page is in one.
          <aside>
            <EnvironmentBanner banner={banner} />
          </aside>
        )}
        <TopBar
          header={headerFor({ user, list, cartItemCount: cart.itemCount, staffLayout: true })}
          onAction={run}
        />
        {/* SellerPage shows the customer itself, with its search. */}
        {routeName !== 'SellerPage' && <CustomerStrip />}
        <Main id={MAIN_ID} tabIndex={-1}>
          {notFound ? <NotFoundScreen /> : <Outlet />}
        </Main>
        {/* [S2.59] The contribution popup a page may open ('openContributionPopup'). */}
        <CartShell />
        {/* [S1.6] [S2.49] The products overlay (its own chunk); its products go to the flow. */}
        <ProductsOverlayHost />
      </AddToListFlow>
      {isStaff(user) && <IdleLogout idleMs={idleMs} onLogout={logout} />}
    </LinkProvider>
  );
}
