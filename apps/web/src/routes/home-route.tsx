import { CREATE_LIST_PARAM, HomeScreen } from '@ldn/feature-account';
import { loginHref, RETAILER_BRAND } from '../app/environment';

/**
 * [S2.1] [S2.36] `/` (and `/home`): the welcome or the parent's dashboard. The external login comes
 * back to Home; 'Créer ma liste' comes back with the list form open. The embedded provider's
 * sign-up page is reached from its sign-in page ('Créer un compte'), which has no address of its
 * own before a sign-in starts, so sign-up goes through the login too.
 */
export function Component() {
  const home = loginHref('/');
  return (
    <HomeScreen
      brand={RETAILER_BRAND}
      loginHref={home}
      signUpHref={home}
      createListHref={loginHref(`/?${CREATE_LIST_PARAM}=1`)}
    />
  );
}
