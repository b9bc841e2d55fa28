import { useGetVersionQuery } from '@ldn/api-client';
import { NavigationGuard } from '@ldn/app-shell';
import { environmentBanner, footerFor, headerFor, listBarFor, type MenuAction } from '@ldn/domain';
import { NotFoundScreen } from '@ldn/feature-pages';
import { AddToListFlow } from '@ldn/feature-product';
import {
  assistantOpened,
  menuClosed,
  menuOpened,
  selectCurrentList,
  selectMenuOpen,
  selectNotFoundShown,
  selectUser,
  staffLoggedOut,
} from '@ldn/feature-session';
import {
  BottomBar,
  deferUntilOpen,
  EnvironmentBanner,
  Footer,
  SkipLink,
  TopBar,
  useScreenActions,
} from '@ldn/ui-kit';
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { CartShell, useShellCart } from './cart-shell';
import { loginHref, LOGOUT_PATH, RETAILER_BRAND } from './environment';
import { useAppDispatch, useAppSelector } from './hooks';
import { ProductsOverlayHost } from './products-overlay';
import { RouterLinkProvider } from './providers';
import { useRouteName } from './route-name';
import { useBottomBar } from './use-bottom-bar';
import type { ShellServices } from './shell-services';
import { useIsMobile } from './use-is-mobile';

/**
 * [S2.60] The menu drawer with its entries (`drawerEntries`), deferred as the ui-kit's popups are:
 * closed on every first page, so neither its code nor its entries are in the first download.
 */
const AppDrawer = deferUntilOpen(
  () => import('./shell-drawer').then((module) => module.ShellDrawer),
  'AppDrawer',
);

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/** The id of `<main>`, the target of the skip link. */
const MAIN_ID = 'contenu';

/** The page's content; room below it for the fixed bottom bar on phones [S2.51]. */
const Main = styled.main<{ $bottomBar: boolean }>`
  flex: 1;
  padding-bottom: ${({ theme, $bottomBar }) => ($bottomBar ? theme.layout.bottomBarHeightPx : 0)}px;
`;

export interface AppLayoutProps {
  readonly services: ShellServices;
}

/**
 * The layout route: environment banner, top bar, drawer, the page (or Not found in place), footer
 * and bottom bar, each from the domain's decision (`environmentBanner`, `headerFor`,
 * `drawerEntries`, `footerFor`, `bottomBarFor`, `listBarFor`) over the session state.
 */
export function AppLayout({ services }: AppLayoutProps) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const matchedRoute = useRouteName();
  const notFound = useAppSelector(selectNotFoundShown);
  const routeName = notFound ? 'NotFound' : matchedRoute;
  const user = useAppSelector(selectUser);
  const list = useAppSelector(selectCurrentList);
  const menuOpen = useAppSelector(selectMenuOpen);
  const screenActions = useScreenActions();
  const isMobile = useIsMobile();
  const { data: version } = useGetVersionQuery(undefined);
  const banner = useMemo(() => environmentBanner(services.appEnvironment()), [services]);

  const bottomBar = useBottomBar(routeName);
  const cart = useShellCart();

  /** The bars' and menus' buttons; the page shown handles its own ones (`useScreenAction`). */
  const run = (action: MenuAction) => {
    switch (action) {
      case 'openExternalProducts':
        dispatch(assistantOpened());
        break;
      case 'login':
        services.assign(loginHref(`${location.pathname}${location.search}${location.hash}`));
        break;
      case 'logout':
        services.assign(LOGOUT_PATH);
        break;
      case 'staffLogout':
        // [S2.62] The flag first (kept in sessionStorage), then the server's logout.
        dispatch(staffLoggedOut());
        services.assign(LOGOUT_PATH);
        break;
      default:
        screenActions.run(action);
        break;
    }
  };

  return (
    <RouterLinkProvider>
      <NavigationGuard routeName={routeName} services={services} brand={RETAILER_BRAND} />
      {/* [S4.11] One add-to-list flow (its popups) for the overlay and the product pages. */}
      <AddToListFlow
        loginHref={loginHref}
        assign={services.assign}
        currentList={list}
        onAddAnother={() => dispatch(assistantOpened())}
      >
        <Page>
          <SkipLink targetId={MAIN_ID} />
          {banner !== null && (
            // A landmark, so that every part of the page is in one.
            <aside>
              <EnvironmentBanner banner={banner} />
            </aside>
          )}
          <TopBar
            header={headerFor({ user, list, cartItemCount: cart.itemCount, staffLayout: false })}
            onAction={run}
            onOpenMenu={() => dispatch(menuOpened())}
            menuOpen={menuOpen}
          />
          <AppDrawer
            open={menuOpen}
            onOpenChange={(open) => dispatch(open ? menuOpened() : menuClosed())}
            user={user}
            appVersion={version?.version ?? null}
            onAction={run}
          />
          <Main id={MAIN_ID} tabIndex={-1} $bottomBar={bottomBar !== null}>
            {notFound ? <NotFoundScreen /> : <Outlet />}
          </Main>
          <Footer footer={footerFor({ user, isMobile })} onAction={run} />
          <BottomBar
            variant={bottomBar}
            user={user}
            listBar={list === null ? null : listBarFor({ user, list })}
            listId={list?.id ?? null}
            isListOwner={list?.isOwner ?? false}
            cart={cart.bar}
            onAction={run}
          />
        </Page>
        {/* [S2.59] The contribution popup of the list bar's participate button. */}
        <CartShell />
        {/* [S1.6] [S2.49] The products overlay (its own chunk); its products go to the flow. */}
        <ProductsOverlayHost />
      </AddToListFlow>
    </RouterLinkProvider>
  );
}
