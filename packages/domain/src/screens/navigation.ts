import { isLogged, isStaff, type RoleHolder } from '../roles';
import { hrefForTarget } from './href-for';
import { actsAsOwner, type ScreenList } from './list-phase';
import { ROUTES, type RouteTarget } from './route-table';

/** The spec ids of the rules that can decide a navigation, to trace each decision. */
export type NavigationRuleId =
  | 'S2.1'
  | 'S2.14'
  | 'S2.25'
  | 'S2.26'
  | 'S2.28'
  | 'S2.29'
  | 'S2.30'
  | 'S2.31'
  | 'S2.32'
  | 'S2.33'
  | 'S2.34';

/** What the app must do, in this order, before acting on the outcome. */
export type NavigationEffect =
  | { readonly type: 'refreshProfile' }
  | { readonly type: 'closeAssistant' }
  | { readonly type: 'closeMenu' }
  | { readonly type: 'resetCart' }
  | { readonly type: 'loadList'; readonly listId: string };

/** Where a navigation may be redirected inside the app. */
export type RedirectRouteName = 'Home' | 'SellerPage' | 'SellerLogin' | 'Closed' | 'NotFound';

export type NavigationOutcome =
  | { readonly kind: 'proceed' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'redirect'; readonly to: RedirectRouteName }
  /** [S7.48] The browser goes to the external login, which comes back to `redirectPath`. */
  | { readonly kind: 'externalLogin'; readonly redirectPath: string }
  /** Perform the effects (refreshProfile), then decide again with the fresh user. */
  | { readonly kind: 'refreshProfile' }
  /** Perform the effects (loadList), then decide again with the loaded list. */
  | { readonly kind: 'loadList'; readonly listId: string };

export interface NavigationDecision {
  readonly effects: readonly NavigationEffect[];
  readonly outcome: NavigationOutcome;
  /** The rule that chose the outcome; `null` when every rule let the navigation through. */
  readonly decidedBy: NavigationRuleId | null;
}

export interface NavigationInput {
  readonly target: RouteTarget;
  readonly user: RoleHolder | null;
  /** [S2.1] [S2.13] Staff have selected a customer to act for. */
  readonly customerSelected: boolean;
  /** [S2.25] [S9.11] The `principalCookie` differs from the one the profile was read with. */
  readonly principalCookieChanged: boolean;
  /** [S2.62] Set by the staff logout. */
  readonly wasStaffLoggedIn: boolean;
  readonly ui: { readonly assistantOpen: boolean; readonly menuOpen: boolean };
  /** The list currently loaded, if any (`id` is its loaded id). */
  readonly list: ScreenList | null;
}

const decision = (
  effects: readonly NavigationEffect[],
  outcome: NavigationOutcome,
  decidedBy: NavigationRuleId | null,
): NavigationDecision => ({ effects, outcome, decidedBy });

const redirect = (to: RedirectRouteName): NavigationOutcome => ({ kind: 'redirect', to });

/**
 * [S2.1] [S2.14] [S2.25]-[S2.34] The navigation guard: the ten rules of the spec, in order, as one
 * pure decision. The app performs `effects` in order, then acts on `outcome`; after a `loadList` or
 * `refreshProfile` outcome it decides again with the loaded list or the fresh user.
 *
 * Choices where the spec is silent (docs/decisions.md):
 * - Rule 1 stops the decision after rules 2-3 (`refreshProfile`), as every later rule reads the user.
 * - Rule 4 sends staff to SellerPage only when no customer is selected (else they could never act
 *   for one); Parameters always; neutral pages (Login return, Mentions, Closed, Not found) never.
 * - SellerLogin [S2.14] and the former-staff visitor on Home [S2.1] are decided at rule 5's step.
 * - List (`/list`, no id) with no list loaded goes to Home: its condition is "list loaded".
 * - The cart is reset only when another list was loaded before (a first load keeps the cart).
 * - Rule 10 hides a list that is not Validée from non-owners on every list page, and from everyone
 *   on pages that need a published list (Cart); staff count as owners.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { target, user, list } = input;
  const route = ROUTES[target.name];
  const effects: NavigationEffect[] = [];
  const staff = isStaff(user);
  const logged = isLogged(user);

  // Rule 1 [S2.25]
  if (input.principalCookieChanged) effects.push({ type: 'refreshProfile' });

  // Rule 2 [S2.26]
  if (input.ui.assistantOpen) {
    effects.push({ type: 'closeAssistant' });
    return decision(effects, { kind: 'cancel' }, 'S2.26');
  }

  // Rule 3 [S2.27]: closing a closed menu is harmless, the app may skip it.
  if (input.ui.menuOpen) effects.push({ type: 'closeMenu' });

  if (input.principalCookieChanged) return decision(effects, { kind: 'refreshProfile' }, 'S2.25');

  // Rule 4 [S2.28] [S2.1] [S6.4]
  if (
    staff &&
    !route.isSellerPage &&
    !route.neutral &&
    (route.notForStaff || !input.customerSelected)
  ) {
    return decision(effects, redirect('SellerPage'), 'S2.28');
  }

  // Rule 5 [S2.29], with [S2.14] SellerLogin and [S2.1] Home.
  if (target.name === 'SellerLogin' && logged) {
    return decision(effects, redirect(staff ? 'SellerPage' : 'Home'), 'S2.14');
  }
  if (target.name === 'Home' && !logged && input.wasStaffLoggedIn) {
    return decision(effects, redirect('SellerLogin'), 'S2.1');
  }
  if (route.staffOnly && !staff) {
    if (logged) return decision(effects, redirect('Home'), 'S2.29');
    if (input.wasStaffLoggedIn) return decision(effects, redirect('SellerLogin'), 'S2.29');
    return decision(
      effects,
      { kind: 'externalLogin', redirectPath: hrefForTarget(target) },
      'S2.29',
    );
  }

  // Rule 6 [S2.30]
  if (route.needsLogin && !logged) {
    return decision(
      effects,
      { kind: 'externalLogin', redirectPath: hrefForTarget(target) },
      'S2.30',
    );
  }

  // Rule 7 [S2.31]
  if (route.needsLoadedList && list === null) return decision(effects, redirect('Home'), 'S2.31');
  if (route.loadsList && 'id' in target.params && list?.id !== target.params.id) {
    const listId = target.params.id;
    if (list !== null) effects.push({ type: 'resetCart' });
    effects.push({ type: 'loadList', listId });
    return decision(effects, { kind: 'loadList', listId }, 'S2.31');
  }

  if (list !== null && (route.loadsList || route.needsLoadedList)) {
    const owner = actsAsOwner(list, user);
    // Rule 8 [S2.32]
    if (route.ownerOnly && !owner) return decision(effects, redirect('Home'), 'S2.32');
    // Rule 9 [S2.33]
    if (route.needsActiveList && list.phase === 'closed') {
      return decision(effects, redirect('Closed'), 'S2.33');
    }
    // Rule 10 [S2.34] [S2.3] [S4.1]
    if ((route.needsPublishedList || !owner) && list.phase !== 'published') {
      return decision(effects, redirect(list.phase === 'closed' ? 'Closed' : 'NotFound'), 'S2.34');
    }
  }

  return decision(effects, { kind: 'proceed' }, null);
}
