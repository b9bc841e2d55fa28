import {
  afterNavigation,
  decideNavigation,
  hrefFor,
  onHistoryRestore,
  pageTitle,
  ROUTES,
  type AfterNavigation,
  type RouteName,
} from '@ldn/domain';
import {
  customerCleared,
  listReset,
  selectAssistantOpen,
  selectCurrentListId,
  selectUser,
  selectWasStaffLoggedIn,
  useSessionStore,
} from '@ldn/feature-session';
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { useBlocker, useLocation, useNavigate, type BlockerFunction } from 'react-router';
import { navigationInput, performEffects, targetOf } from './navigation';
import type { NavigationServices } from './shell-store';

/** [S2.35] Sets or removes `<meta name="robots">`. */
export function setRobotsMeta(content: AfterNavigation['robots'], doc: Document = document) {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (content === null) {
    meta?.remove();
    return;
  }
  if (meta === null) {
    meta = doc.createElement('meta');
    meta.name = 'robots';
    doc.head.append(meta);
  }
  meta.content = content;
}

/** What the guard asks of the browser: the navigation's services and a reload. */
export interface GuardServices extends NavigationServices {
  /** [S2.35] Reloads the page (a page restored from the back/forward cache without its list). */
  readonly reload: () => void;
}

export interface NavigationGuardProps {
  /** The route shown (ViewFromClosedList told apart from ViewFromList). */
  readonly routeName: RouteName;
  readonly services: GuardServices;
  /** [S1.8] The retailer brand of the page title. */
  readonly brand: string;
}

/**
 * The parts of the navigation rules that live with the page (the decision itself runs in the root
 * loader, `createNavigationLoader`):
 * - [S2.26] rule 2: while the assistant panel is open, a navigation is blocked (`useBlocker`), the
 *   decision's effects run (the panel closes) and the navigation is cancelled;
 * - [S2.35] after each navigation: the list is reset on non-list pages, list pages carry robots
 *   `noindex, nofollow`, the scroll returns to the top; SellerPage resets the customer [S2.13];
 * - [S2.35] a page shown again from the back/forward cache follows `onHistoryRestore`;
 * - [S1.8] the page title.
 */
export function NavigationGuard({ routeName, services, brand }: NavigationGuardProps) {
  const store = useSessionStore();
  const location = useLocation();
  const navigate = useNavigate();
  // [S2.26] Rule 2. Router locations carry no basename: they are the domain's paths. The store is
  // read when the navigation starts, not at the last render: a navigation that follows the
  // panel's opening before React has rendered it again is blocked too. The state that blocked it
  // is kept for its decision, which is taken once: were the effect to run again while the first
  // decision's effects are under way, a second decision, taken with the panel closed by the
  // first, would let through the navigation the first cancels.
  const blockedBy = useRef<{ key: string; state: ReturnType<typeof store.getState> }>(undefined);
  const decided = useRef<string | undefined>(undefined);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation }) => {
      const state = store.getState();
      if (!selectAssistantOpen(state)) return false;
      blockedBy.current = { key: nextLocation.key, state };
      return true;
    },
    [store],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked' || decided.current === blocker.location.key) return;
    decided.current = blocker.location.key;
    const state =
      blockedBy.current?.key === blocker.location.key ? blockedBy.current.state : store.getState();
    const decision = decideNavigation(
      navigationInput(targetOf(blocker.location.pathname, state), state, services),
    );
    void performEffects(decision.effects, store, services).then(() => {
      if (decision.outcome.kind === 'cancel') blocker.reset();
      else blocker.proceed();
    });
  }, [blocker, store, services]);

  // [S2.35] After navigation.
  useEffect(() => {
    const after = afterNavigation(routeName);
    if (after.resetList) store.dispatch(listReset());
    if (ROUTES[routeName].onEnter.includes('resetCustomer')) store.dispatch(customerCleared());
    setRobotsMeta(after.robots);
    if (after.scrollToTop) window.scrollTo(0, 0);
    // Once per navigation: a new history entry has a new key.
  }, [location.key, routeName, store]);

  // [S2.35] Back/forward cache. An effect event: it reads the page shown now, without
  // re-subscribing on every navigation.
  const onRestored = useEffectEvent(() => {
    const state = store.getState();
    const action = onHistoryRestore({
      user: selectUser(state),
      wasStaffLoggedIn: selectWasStaffLoggedIn(state),
      routeName,
      path: location.pathname,
      listId: selectCurrentListId(state),
    });
    if (action === 'sellerLogin') void navigate(hrefFor('SellerLogin'), { replace: true });
    else if (action === 'reload') services.reload();
  });
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onRestored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // [S1.8]
  useEffect(() => {
    document.title = pageTitle(brand);
  }, [brand]);

  return null;
}
