import type { ApiCart } from '@ldn/api-client';
import {
  clientTypeLabels,
  deliveryOptionLabels,
  formatEuros,
  TRANSACTION_TYPES,
  transactionTypeLabel,
  type ClientType,
  type DeliveryOption,
  type TransactionType,
} from '@ldn/domain';
import {
  AppLink,
  Button,
  EmailField,
  LoadingText,
  Page as ScreenPage,
  RadioGroup,
  TextField,
  cardStyle,
} from '@ldn/ui-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CartLine } from './cart-line';
import { deliveryChoice, productEntries, type ContributorFields } from './cart-model';
import { cartForListText, cartMessages, storeDeliveryText } from './messages';
import { WalletAmountForm } from './wallet-amount-form';

/** Room for 1000 characters: the server's limit of the message. */
export const MESSAGE_MAX_LENGTH = 1000;
/** The server's limit of the contributor's name. */
export const NAME_MAX_LENGTH = 100;

const Page = styled(ScreenPage).attrs({
  element: 'div',
  width: 'wider',
  spacing: 'compact',
  gap: 'lg',
})`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }
`;

const Columns = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.up.md} {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${cardStyle}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Notice = styled.div<{ $tone?: 'warning' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.warningSurface : theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.text)};
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const TextArea = styled.textarea`
  min-height: 96px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const ButtonLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: flex-start;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Where the page is: loading, failed, or the cart. */
export type CartLoadState = 'loading' | 'error' | 'ready';

export interface CartViewProps {
  /** The list's title, when known. */
  readonly listTitle: string | null;
  /** [S2.3] The list the cart is for. */
  readonly listHref: string;
  readonly loadState: CartLoadState;
  readonly onRetryLoad: () => void;
  /** The cart of this list (empty when the visitor's cart belongs to another list). */
  readonly cart: ApiCart;
  /** [S2.31] The address of the visitor's cart of another list, if any. */
  readonly otherCartHref: string | null;
  /** The contributor's fields as typed. */
  readonly fields: ContributorFields;
  readonly onFieldChange: (field: keyof ContributorFields, value: string) => void;
  /** A field was left: save it. */
  readonly onFieldBlur: (field: keyof ContributorFields) => void;
  /** [S5.1] Show the e-mail's error before the field was left (a validation was tried). */
  readonly showEmailError: boolean;
  readonly onQuantityChange: (code: string, quantity: number) => void;
  readonly onRemove: (code: string) => void;
  readonly onWalletSubmit: (cents: number) => void;
  readonly onWalletRemove: () => void;
  readonly onDeliveryChange: (option: DeliveryOption) => void;
  /**
   * [S3.11] The holder (or staff for him) says who gives; `null` hides the choice: anyone else
   * gives as a relative, whatever he would choose.
   */
  readonly onClientTypeChange: ((type: ClientType) => void) | null;
  /** [S4.6] Staff choose the transaction type; `null` hides the choice. */
  readonly onTransactionTypeChange: ((type: TransactionType) => void) | null;
  /** A change is being saved: the controls wait. */
  readonly busy: boolean;
  /** The validation is on its way (then the redirect to the payment). */
  readonly submitting: boolean;
  /** [S2.43] [S6.4] 'Valider mon panier' ('Valider la transaction' for staff). */
  readonly validateLabel: string;
  /** [S5.1] */
  readonly validateDisabled: boolean;
  readonly onValidate: () => void;
  /** On desktop (no bottom bar) the page shows the validate button itself. */
  readonly showValidateButton: boolean;
  /** The checkout's return (declined, cancelled...) above the cart. */
  readonly banner?: ReactNode;
  /** The live list: lines whose last units someone else has just given, while on this page. */
  readonly justGiftedCodes?: readonly string[] | undefined;
}

/** [S2.43] [S9.3] The totals: products, contribution, delivery ('Offerte' when free), total. */
function Summary({ cart }: { readonly cart: ApiCart }) {
  return (
    <Totals>
      <dt>{cartMessages.PRODUCTS_TOTAL}</dt>
      <dd>{formatEuros(cart.productsTotal)}</dd>
      {cart.contributionAmount > 0 && (
        <>
          <dt>{cartMessages.CONTRIBUTION}</dt>
          <dd>{formatEuros(cart.contributionAmount)}</dd>
        </>
      )}
      {cart.deliveryOption === 'STORE_DELIVERY' && (
        <>
          <dt>{cartMessages.DELIVERY_FEE}</dt>
          <dd>{cart.deliveryFee === 0 ? cartMessages.FREE : formatEuros(cart.deliveryFee)}</dd>
        </>
      )}
      <dt>{cartMessages.TOTAL}</dt>
      <dd>{formatEuros(cart.total)}</dd>
    </Totals>
  );
}

/**
 * [S2.6] [S2.43] [S3.11] [S4.3] [S5.1] [S5.2] [S5.5] [S9.3] The cart of a list, presentational:
 * the products (stepper capped by what remains, 'Retirer'), the wallet contribution (5 to
 * 10 000 €), the contributor (name, e-mail with suggestions, message), the delivery (store
 * delivery at 2,90 €, free from 59 €, when the store and the stock allow it), holder or relative,
 * the totals and, on desktop, the validate button.
 */
export function CartView(props: CartViewProps) {
  const { cart, loadState, listTitle, listHref, banner } = props;
  const giftsId = useId();
  const walletId = useId();
  const contributorId = useId();
  const summaryId = useId();
  const messageId = useId();
  const header = (
    <header>
      <h1>{cartMessages.TITLE}</h1>
      {listTitle !== null && <Subtitle>{cartForListText(listTitle)}</Subtitle>}
    </header>
  );
  if (loadState !== 'ready') {
    return (
      <Page>
        {header}
        {banner}
        {loadState === 'loading' ? (
          <LoadingText>{cartMessages.LOADING}</LoadingText>
        ) : (
          <Notice role="alert" $tone="warning">
            <p>{cartMessages.LOAD_FAILED}</p>
            <Button variant="secondary" onClick={props.onRetryLoad}>
              {cartMessages.RETRY}
            </Button>
          </Notice>
        )}
      </Page>
    );
  }
  const products = productEntries(cart.entries);
  const delivery = deliveryChoice(cart);
  const empty = cart.entries.length === 0;
  const otherListNotice = props.otherCartHref !== null && (
    <Notice>
      <p>{cartMessages.OTHER_LIST_CART}</p>
      <AppLink href={props.otherCartHref}>{cartMessages.SEE_OTHER_CART}</AppLink>
    </Notice>
  );
  if (empty) {
    return (
      <Page>
        {header}
        {banner}
        {otherListNotice}
        <Section aria-labelledby={giftsId}>
          <h2 id={giftsId}>{cartMessages.EMPTY_TITLE}</h2>
          <p>{cartMessages.EMPTY_TEXT}</p>
          <Stack>
            <ButtonLink href={listHref}>{cartMessages.SEE_THE_LIST}</ButtonLink>
          </Stack>
        </Section>
        <Section aria-labelledby={walletId}>
          <h2 id={walletId}>{cartMessages.WALLET_HEADING}</h2>
          <p>{cartMessages.WALLET_TEXT}</p>
          <WalletAmountForm
            amountCents={0}
            onSubmit={props.onWalletSubmit}
            onRemove={props.onWalletRemove}
            busy={props.busy}
          />
        </Section>
      </Page>
    );
  }
  const storeFee =
    delivery.storeDeliveryFeeCents === 0
      ? cartMessages.STORE_DELIVERY_FREE
      : formatEuros(delivery.storeDeliveryFeeCents);
  const locked = props.busy || props.submitting;
  return (
    <Page>
      {header}
      {banner}
      <Columns>
        <Stack>
          {products.length > 0 && (
            <Section aria-labelledby={giftsId}>
              <h2 id={giftsId}>{cartMessages.GIFTS_HEADING}</h2>
              <Lines>
                {products.map((entry) => (
                  <li key={entry.code}>
                    <CartLine
                      entry={entry}
                      onQuantityChange={props.onQuantityChange}
                      onRemove={props.onRemove}
                      busy={locked}
                      justGifted={props.justGiftedCodes?.includes(entry.code) ?? false}
                    />
                  </li>
                ))}
              </Lines>
            </Section>
          )}
          <Section aria-labelledby={walletId}>
            <h2 id={walletId}>{cartMessages.WALLET_HEADING}</h2>
            <p>{cartMessages.WALLET_TEXT}</p>
            <WalletAmountForm
              amountCents={cart.contributionAmount}
              onSubmit={props.onWalletSubmit}
              onRemove={props.onWalletRemove}
              busy={locked}
            />
          </Section>
          <Section aria-labelledby={contributorId}>
            <h2 id={contributorId}>{cartMessages.CONTRIBUTOR_HEADING}</h2>
            <TextField
              label={cartMessages.CONTRIBUTOR_NAME}
              hint={cartMessages.CONTRIBUTOR_NAME_HINT}
              value={props.fields.contributorName}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="name"
              onValueChange={(value) => props.onFieldChange('contributorName', value)}
              onBlur={() => props.onFieldBlur('contributorName')}
            />
            <EmailField
              label={cartMessages.CONTRIBUTOR_EMAIL}
              hint={cartMessages.CONTRIBUTOR_EMAIL_HINT}
              value={props.fields.contributorEmail}
              showError={props.showEmailError}
              onValueChange={(value) => props.onFieldChange('contributorEmail', value)}
              onBlur={() => props.onFieldBlur('contributorEmail')}
            />
            <Field>
              <Label htmlFor={messageId}>{cartMessages.MESSAGE}</Label>
              <TextArea
                id={messageId}
                value={props.fields.message}
                maxLength={MESSAGE_MAX_LENGTH}
                onChange={(event) => props.onFieldChange('message', event.target.value)}
                onBlur={() => props.onFieldBlur('message')}
              />
            </Field>
            {props.onClientTypeChange !== null && (
              <RadioGroup<ClientType>
                legend={cartMessages.CLIENT_TYPE_HEADING}
                value={cart.clientType}
                disabled={locked}
                onValueChange={props.onClientTypeChange}
                options={[
                  { value: 'RELATIVE', label: clientTypeLabels.RELATIVE },
                  { value: 'HOLDER', label: clientTypeLabels.HOLDER },
                ]}
              />
            )}
            {props.onTransactionTypeChange !== null && (
              <RadioGroup<TransactionType>
                legend={cartMessages.TRANSACTION_TYPE_HEADING}
                value={cart.transactionType}
                disabled={locked}
                onValueChange={props.onTransactionTypeChange}
                options={TRANSACTION_TYPES.map((type) => ({
                  value: type,
                  label: transactionTypeLabel(type),
                }))}
              />
            )}
          </Section>
          {delivery.hasProducts && (
            <Section aria-label={cartMessages.DELIVERY_HEADING}>
              <RadioGroup<DeliveryOption>
                legend={cartMessages.DELIVERY_HEADING}
                value={cart.deliveryOption}
                disabled={locked}
                onValueChange={props.onDeliveryChange}
                options={[
                  {
                    value: 'STORE_DELIVERY',
                    label: storeDeliveryText(deliveryOptionLabels.STORE_DELIVERY, storeFee),
                    description: cartMessages.STORE_DELIVERY_DETAIL,
                    disabled: !delivery.storeDeliveryAvailable,
                  },
                  {
                    value: 'NONE',
                    label: deliveryOptionLabels.NONE,
                    description: cartMessages.NO_DELIVERY_DETAIL,
                  },
                ]}
                note={
                  !delivery.storeDeliveryAvailable && (
                    <Muted>{cartMessages.STORE_DELIVERY_UNAVAILABLE}</Muted>
                  )
                }
              />
            </Section>
          )}
        </Stack>
        <Section aria-labelledby={summaryId}>
          <h2 id={summaryId}>{cartMessages.SUMMARY_HEADING}</h2>
          <Summary cart={cart} />
          {props.busy && !props.submitting && <Muted role="status">{cartMessages.SAVING}</Muted>}
          {props.submitting && <Muted role="status">{cartMessages.REDIRECTING}</Muted>}
          {props.showValidateButton && (
            <Button
              fullWidth
              loading={props.submitting}
              disabled={props.validateDisabled}
              onClick={props.onValidate}
            >
              {props.validateLabel}
            </Button>
          )}
          <ButtonLink href={listHref}>{cartMessages.BACK_TO_LIST}</ButtonLink>
        </Section>
      </Columns>
    </Page>
  );
}
