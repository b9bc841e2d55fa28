import { useGetToThankCountQuery, useGetVersionQuery } from '@ldn/api-client';
import {
  NavigationGuard,
  RouterLinkProvider,
  ShellEnvironmentBanner,
  ShellFlows,
  useAppDispatch,
  useAppSelector,
  useBottomBar,
  useIsMobile,
  useRouteName,
  useShellCart,
} from '@ldn/app-shell';
import { footerFor, headerFor, isStaff, listBarFor, type MenuAction } from '@ldn/domain';
import { NotFoundScreen } from '@ldn/feature-pages';
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
  Footer,
  SkipLink,
  TopBar,
  useScreenActions,
  useScreenActionStates,
} from '@ldn/ui-kit';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { loginHref, LOGOUT_PATH, RETAILER_BRAND } from './environment';
import type { ShellServices } from './shell-services';

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
  // Whether the page shown can run its bar actions now (e.g. nothing left to add to the cart).
  const screenActionStates = useScreenActionStates();
  const isMobile = useIsMobile();
  const { data: version } = useGetVersionQuery(undefined);
  // [S4.8] The owner's list bar and header say how many contributions are left to thank.
  const { data: toThank } = useGetToThankCountQuery(list?.id ?? '', {
    skip: list === null || !list.isOwner || isStaff(user),
  });

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
      {/* The add-to-list flow, the contribution popup and the products overlay around the page. */}
      <ShellFlows loginHref={loginHref} assign={services.assign}>
        <Page>
          <SkipLink targetId={MAIN_ID} />
          <ShellEnvironmentBanner appEnvironment={services.appEnvironment} />
          <TopBar
            header={headerFor({
              user,
              list,
              cartItemCount: cart.itemCount,
              staffLayout: false,
              toThankCount: toThank?.count,
            })}
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
            listBar={
              list === null ? null : listBarFor({ user, list, toThankCount: toThank?.count })
            }
            listId={list?.id ?? null}
            isListOwner={list?.isOwner ?? false}
            cart={cart.bar}
            onAction={run}
            actionStates={screenActionStates}
          />
        </Page>
      </ShellFlows>
    </RouterLinkProvider>
  );
}
