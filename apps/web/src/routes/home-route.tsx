import { CREATE_LIST_PARAM, HomeScreen } from '@ldn/feature-account';
import { loginHref, RETAILER_BRAND, signUpHref } from '../app/environment';

/**
 * [S2.1] [S2.36] `/` (and `/home`): the welcome or the parent's dashboard. The external login comes
 * back to Home; 'Créer un compte' goes through the same login, asked to open the sign-up form
 * first; 'Créer ma liste' comes back with the list form open.
 */
export function Component() {
  return (
    <HomeScreen
      brand={RETAILER_BRAND}
      loginHref={loginHref('/')}
      signUpHref={signUpHref('/')}
      createListHref={loginHref(`/?${CREATE_LIST_PARAM}=1`)}
    />
  );
}
