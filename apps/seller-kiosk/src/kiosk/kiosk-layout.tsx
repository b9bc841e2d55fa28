import {
  NavigationGuard,
  RETAILER_BRAND,
  RouterLinkProvider,
  ShellEnvironmentBanner,
  ShellFlows,
  useAppDispatch,
  useAppSelector,
  useRouteName,
  useShellCart,
} from '@ldn/app-shell';
import { headerFor, isStaff, type MenuAction } from '@ldn/domain';
import { NotFoundScreen } from '@ldn/feature-pages';
import {
  selectCurrentList,
  selectNotFoundShown,
  selectUser,
  staffLoggedOut,
} from '@ldn/feature-session';
import { SkipLink, TopBar, useScreenActions } from '@ldn/ui-kit';
import { useCallback } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { CustomerStrip } from './customer-strip';
import { IdleLogout } from './idle-logout';
import { kioskPageLoginHref, LOGOUT_PATH, type KioskServices } from './kiosk-services';
import { TouchTargetStyle } from './touch-target-style';

/** The id of `<main>`, the target of the skip link. */
const MAIN_ID = 'contenu';

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.md};
`;

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
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const list = useAppSelector(selectCurrentList);
  const notFound = useAppSelector(selectNotFoundShown);
  const matchedRoute = useRouteName();
  const routeName = notFound ? 'NotFound' : matchedRoute;
  const screenActions = useScreenActions();
  const cart = useShellCart();

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
    <RouterLinkProvider>
      <NavigationGuard routeName={routeName} services={services} brand={RETAILER_BRAND} />
      <TouchTargetStyle />
      {/* The add-to-list flow, the contribution popup and the products overlay around the page. */}
      <ShellFlows loginHref={kioskPageLoginHref} assign={services.assign}>
        {/* RGAA 12.7: the first link jumps over the banner, the top bar and the customer strip. */}
        <SkipLink targetId={MAIN_ID} />
        {/* [S1.7] The device shows which environment it works on, as the web app does. */}
        <ShellEnvironmentBanner appEnvironment={services.appEnvironment} />
        <TopBar
          header={headerFor({ user, list, cartItemCount: cart.itemCount, staffLayout: true })}
          onAction={run}
        />
        {/* SellerPage shows the customer itself, with its search. */}
        {routeName !== 'SellerPage' && <CustomerStrip />}
        <Main id={MAIN_ID} tabIndex={-1}>
          {notFound ? <NotFoundScreen /> : <Outlet />}
        </Main>
      </ShellFlows>
      {isStaff(user) && <IdleLogout idleMs={idleMs} onLogout={logout} />}
    </RouterLinkProvider>
  );
}
