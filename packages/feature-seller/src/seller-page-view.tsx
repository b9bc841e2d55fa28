import type { ListSummary } from '@ldn/api-client';
import { errorToastMessages, hrefFor, screenMessages } from '@ldn/domain';
import { Button, EmailField, LoadingText } from '@ldn/ui-kit';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { sellerMessages } from './messages';
import {
  Alert,
  Card,
  CardTitle,
  Muted,
  Page,
  PageTitle,
  Paragraph,
  Plain,
  PrimaryLink,
  Row,
  SecondaryLink,
  SubTitle,
} from './page-styles';
import {
  CreateCustomerForm,
  CreateListForm,
  SingleFieldForm,
  type NewCustomerValues,
  type NewListValues,
} from './seller-forms';

/** [S2.1] [S2.13] The customer staff act for (the session's `SelectedCustomer`). */
export interface SellerCustomer {
  readonly uid: string;
  readonly pk: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** [S4.10] What the last look-up answered. */
export type LookupOutcome =
  | { readonly kind: 'idle' }
  | { readonly kind: 'found' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'nonFr' }
  | { readonly kind: 'error' };

/** The customer's lists [S7.28]. */
export type ListsState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error' }
  | { readonly kind: 'ready'; readonly lists: readonly ListSummary[] };

export interface SellerPageViewProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onSearch: () => void;
  readonly searching?: boolean;
  readonly outcome: LookupOutcome;
  /** The selected customer, or `null`. */
  readonly customer: SellerCustomer | null;
  readonly lists?: ListsState | undefined;

  readonly createAccountOpen: boolean;
  readonly onOpenCreateAccount: () => void;
  /** The e-mail the account form starts with. */
  readonly createAccountEmail: string;
  readonly creatingAccount?: boolean;
  readonly createAccountError?: string | undefined;
  readonly onCreateAccount: (values: NewCustomerValues) => void;
  /** Prefilled, already-submitted account form (stories of its errors). */
  readonly createAccountInitial?: Partial<NewCustomerValues> | undefined;

  readonly creatingList?: boolean;
  readonly createListError?: string | undefined;
  readonly onCreateList: (values: NewListValues) => void;

  readonly attaching?: boolean;
  readonly attachError?: string | undefined;
  readonly onAttachList: (listId: string) => void;

  /** The store staff work in, its name when known. */
  readonly storeCode: string | null;
  readonly storeName?: string | undefined;
  readonly checkingStore?: boolean;
  readonly storeError?: string | undefined;
  readonly onChangeStore: (code: string) => void;

  /** The store's pending transactions, when counted. */
  readonly pendingCount?: number | undefined;
}

const Lists = styled(Plain)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const ListRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const customerName = (customer: SellerCustomer): string =>
  `${customer.firstName} ${customer.lastName}`.trim() || customer.uid;

/**
 * [S2.13] [S2.37] [S4.10] SellerPage, presentational: search a customer by e-mail, create his
 * account, create or attach a list for him, the store code, and the link to the store's pending
 * transactions. Each task is a titled section.
 */
export function SellerPageView(props: SellerPageViewProps) {
  const { customer } = props;
  return (
    <Page>
      <PageTitle>{sellerMessages.SELLER_TITLE}</PageTitle>
      <Paragraph>{sellerMessages.SELLER_INTRO}</Paragraph>
      <Row>
        <PrimaryLink href={hrefFor('PendingTransactionsList')}>
          {sellerMessages.PENDING_LINK(props.pendingCount)}
        </PrimaryLink>
        <SecondaryLink href={hrefFor('Help')}>{sellerMessages.HELP_LINK}</SecondaryLink>
      </Row>

      <SearchSection {...props} />

      <Card aria-labelledby="seller-create-account">
        <CardTitle id="seller-create-account">{sellerMessages.CREATE_ACCOUNT_TITLE}</CardTitle>
        {props.createAccountOpen ? (
          <CreateCustomerForm
            // A new e-mail from a look-up starts a new form.
            key={props.createAccountEmail}
            initialEmail={props.createAccountEmail}
            initialValues={props.createAccountInitial}
            initiallySubmitted={props.createAccountInitial !== undefined}
            submitting={props.creatingAccount}
            error={props.createAccountError}
            onSubmit={props.onCreateAccount}
          />
        ) : (
          <Button variant="secondary" onClick={props.onOpenCreateAccount}>
            {sellerMessages.CREATE_ACCOUNT_OPEN}
          </Button>
        )}
      </Card>

      <Card aria-labelledby="seller-create-list">
        <CardTitle id="seller-create-list">{sellerMessages.CREATE_LIST_TITLE}</CardTitle>
        {customer ? (
          <CreateListForm
            key={customer.pk}
            defaultTitle={sellerMessages.LIST_TITLE_DEFAULT(customer.lastName)}
            submitting={props.creatingList}
            error={props.createListError}
            onSubmit={props.onCreateList}
          />
        ) : (
          <Muted>{sellerMessages.SELECT_CUSTOMER_FIRST}</Muted>
        )}
      </Card>

      <Card aria-labelledby="seller-attach-list">
        <CardTitle id="seller-attach-list">{sellerMessages.ATTACH_TITLE}</CardTitle>
        {customer ? (
          <SingleFieldForm
            key={customer.pk}
            label={sellerMessages.ATTACH_LIST_ID}
            hint={sellerMessages.ATTACH_HINT}
            button={sellerMessages.ATTACH_BUTTON}
            submitting={props.attaching}
            error={props.attachError}
            onSubmit={props.onAttachList}
          />
        ) : (
          <Muted>{sellerMessages.SELECT_CUSTOMER_FIRST}</Muted>
        )}
      </Card>

      <Card aria-labelledby="seller-store">
        <CardTitle id="seller-store">{sellerMessages.STORE_TITLE}</CardTitle>
        <Paragraph>
          {!props.storeCode
            ? sellerMessages.STORE_NONE
            : props.storeName === undefined
              ? sellerMessages.STORE_CURRENT_CODE(props.storeCode)
              : sellerMessages.STORE_CURRENT(props.storeName, props.storeCode)}
        </Paragraph>
        <SingleFieldForm
          label={sellerMessages.STORE_CODE}
          button={sellerMessages.STORE_BUTTON}
          submitting={props.checkingStore}
          error={props.storeError}
          onSubmit={props.onChangeStore}
        />
      </Card>
    </Page>
  );
}

function SearchSection({
  email,
  onEmailChange,
  onSearch,
  searching = false,
  outcome,
  customer,
  lists,
}: SellerPageViewProps) {
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    onSearch();
  };
  return (
    <Card aria-labelledby="seller-search">
      <CardTitle id="seller-search">{sellerMessages.SEARCH_TITLE}</CardTitle>
      <form noValidate onSubmit={submit} role="search" aria-label={sellerMessages.SEARCH_TITLE}>
        <EmailField
          label={sellerMessages.SEARCH_EMAIL}
          value={email}
          onValueChange={onEmailChange}
          required
          showError={submitted}
          autoComplete="off"
        />
        <Row>
          <Button type="submit" loading={searching}>
            {sellerMessages.SEARCH_BUTTON}
          </Button>
        </Row>
      </form>
      <div aria-live="polite">
        {outcome.kind === 'unknown' && (
          <Alert role="status">{screenMessages.UNKNOWN_EMAIL_CREATE_ACCOUNT}</Alert>
        )}
        {outcome.kind === 'nonFr' && (
          <Alert role="status">{screenMessages.UNAVAILABLE_COUNTRY}</Alert>
        )}
        {customer && (
          <>
            <SubTitle>{sellerMessages.CUSTOMER_FOUND(customerName(customer))}</SubTitle>
            <Muted>{customer.uid}</Muted>
            <CustomerLists lists={lists} />
          </>
        )}
      </div>
    </Card>
  );
}

function CustomerLists({ lists }: { readonly lists: ListsState | undefined }) {
  if (lists === undefined || lists.kind === 'loading') return <LoadingText />;
  if (lists.kind === 'error') {
    return (
      <Alert role="status">{errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_ACCOUNT_LISTS}</Alert>
    );
  }
  if (lists.lists.length === 0) return <Muted>{sellerMessages.CUSTOMER_NO_LIST}</Muted>;
  return (
    <>
      <SubTitle as="h4">{sellerMessages.CUSTOMER_LISTS}</SubTitle>
      <Lists>
        {lists.lists.map((list) => (
          <ListRow key={list.id}>
            <span>
              <strong>{list.title}</strong> · {sellerMessages.LIST_NUMBER(list.number)} ·{' '}
              {list.statusLabel}
            </span>
            <SecondaryLink
              href={hrefFor('ListByIdOwner', { id: list.id })}
              aria-label={sellerMessages.OPEN_LIST(list.title)}
            >
              {sellerMessages.OPEN}
            </SecondaryLink>
          </ListRow>
        ))}
      </Lists>
    </>
  );
}
