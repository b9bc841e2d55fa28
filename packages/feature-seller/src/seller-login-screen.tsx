import { LOGIN_PATH } from '@ldn/api-client';
import { hrefFor } from '@ldn/domain';
import { useHref } from 'react-router';
import { sellerMessages } from './messages';
import { ExternalButtonLink, Page, PageTitle, Paragraph, Row } from './page-styles';

export interface SellerLoginViewProps {
  /** The external login, coming back to SellerPage. */
  readonly loginHref: string;
}

/** [S2.14] The staff sign-in page, presentational. */
export function SellerLoginView({ loginHref }: SellerLoginViewProps) {
  return (
    <Page>
      <PageTitle>{sellerMessages.LOGIN_TITLE}</PageTitle>
      <Paragraph>{sellerMessages.LOGIN_TEXT}</Paragraph>
      <Row>
        <ExternalButtonLink href={loginHref}>{sellerMessages.LOGIN_BUTTON}</ExternalButtonLink>
      </Row>
    </Page>
  );
}

/** [S2.29] The external login, back to `redirect` (a path of this site, router basename included). */
export const sellerLoginHref = (redirect: string): string =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;

export interface SellerLoginScreenProps {
  /** The login address; by default the external login coming back to SellerPage (`/seller`). */
  readonly loginHref?: string;
}

/**
 * [S2.14] SellerLogin `/seller/login`: staff sign in through the external login and come back to
 * SellerPage (under the router's basename: `/kiosk/seller` in the kiosk). A signed-in user never
 * sees it: the navigation guard sends staff to SellerPage, anyone else Home.
 */
export function SellerLoginScreen({ loginHref }: SellerLoginScreenProps) {
  const sellerPage = useHref(hrefFor('SellerPage'));
  return <SellerLoginView loginHref={loginHref ?? sellerLoginHref(sellerPage)} />;
}
