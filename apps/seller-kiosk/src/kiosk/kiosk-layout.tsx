import { headerFor, isStaff, type MenuAction } from '@ldn/domain';
import { NotFoundScreen } from '@ldn/feature-pages';
import { selectNotFoundShown, selectUser, staffLoggedOut } from '@ldn/feature-session';
import { LinkProvider, TopBar, type LinkProps } from '@ldn/ui-kit';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Outlet } from 'react-router';
import styled from 'styled-components';
import { IdleLogout } from './idle-logout';
import { LOGOUT_PATH, type KioskServices } from './kiosk-services';
import type { KioskState, KioskStore } from './kiosk-store';
import { TouchTargetStyle } from './touch-target-style';

const useKioskSelector = useSelector.withTypes<KioskState>();
const useKioskDispatch = useDispatch.withTypes<KioskStore['dispatch']>();

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
 * [S2.62] The staff layout: the top bar (help, logout with the first name, the wallet hidden), the
 * page or Not found in place, no customer bottom bar, no drawer; the idle logout while staff are
 * signed in; 44 px touch targets.
 */
export function KioskLayout({ services, idleMs }: KioskLayoutProps) {
  const dispatch = useKioskDispatch();
  const user = useKioskSelector(selectUser);
  const notFound = useKioskSelector(selectNotFoundShown);

  const logout = useCallback(() => {
    // [S2.62] The flag first (kept in sessionStorage), then the server's logout.
    dispatch(staffLoggedOut());
    services.assign(LOGOUT_PATH);
  }, [dispatch, services]);

  const run = (action: MenuAction) => {
    if (action === 'staffLogout' || action === 'logout') logout();
  };

  return (
    <LinkProvider component={RouterLink}>
      <TouchTargetStyle />
      <TopBar
        header={headerFor({ user, list: null, cartItemCount: 0, staffLayout: true })}
        onAction={run}
      />
      <Main id="contenu" tabIndex={-1}>
        {notFound ? <NotFoundScreen /> : <Outlet />}
      </Main>
      {isStaff(user) && <IdleLogout idleMs={idleMs} onLogout={logout} />}
    </LinkProvider>
  );
}
