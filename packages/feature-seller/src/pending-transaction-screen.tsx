import {
  useCancelTransactionMutation,
  useCheckTicketMutation,
  useConfirmTransactionMutation,
  useGetTransactionQuery,
  type PendingTransaction,
  type PendingTransactionEntry,
} from '@ldn/api-client';
import { errorToastMessages, hrefFor, validateTicketCode, validationMessages } from '@ldn/domain';
import { Button, Dialog, LoadingText, TextField, useToast, type ToastStore } from '@ldn/ui-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  dateTimeText,
  euros,
  sellerMessages,
  transactionStateLabels,
  transactionTypeText,
} from './messages';
import {
  Alert,
  Card,
  CardTitle,
  Muted,
  Page,
  PageTitle,
  Paragraph,
  Plain,
  Row,
  SecondaryLink,
} from './page-styles';
import { apiErrorBody, errorStatus, refusalMessage } from './api-error';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Line = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Gs1 = styled.code`
  font-size: ${({ theme }) => theme.typography.size.md};
  overflow-wrap: anywhere;
`;

function Entries({ entries }: { readonly entries: readonly PendingTransactionEntry[] }) {
  return (
    <Plain>
      {entries.map((entry) => (
        <Line key={entry.codeAx}>
          <span>
            {entry.productName} <Muted as="span">({entry.codeAx})</Muted>
          </span>
          <span>
            {sellerMessages.QUANTITY(entry.quantity)} · {euros(entry.price * entry.quantity)}
          </span>
        </Line>
      ))}
    </Plain>
  );
}

export interface PendingTransactionViewProps {
  readonly id: string;
  readonly transaction?: PendingTransaction | undefined;
  readonly loading?: boolean;
  readonly loadError?: boolean;
  readonly ticket: string;
  readonly onTicketChange: (ticket: string) => void;
  /** [S5.11] The ticket's refusal (pattern or server). */
  readonly ticketError?: string | undefined;
  readonly onSubmitTicket: () => void;
  readonly checking?: boolean;
  /** A refusal of confirm or cancel. */
  readonly actionError?: string | undefined;
  readonly onConfirm: () => void;
  readonly confirming?: boolean;
  readonly cancelOpen: boolean;
  readonly onCancelOpenChange: (open: boolean) => void;
  readonly onCancel: () => void;
  readonly cancelling?: boolean;
}

/** [S2.16] [S4.7] [S5.11] One pending transaction, presentational. */
export function PendingTransactionView(props: PendingTransactionViewProps) {
  const { id, transaction, loading = false, loadError = false } = props;
  return (
    <Page>
      <PageTitle>{sellerMessages.TRANSACTION_TITLE(id)}</PageTitle>
      <Row>
        <SecondaryLink href={hrefFor('PendingTransactionsList')}>
          {sellerMessages.BACK_TO_PENDING}
        </SecondaryLink>
      </Row>
      {loading ? (
        <LoadingText />
      ) : loadError || !transaction ? (
        <Alert role="alert">{errorToastMessages.ERROR_OCCURED_TRY_AGAIN}</Alert>
      ) : (
        <TransactionDetails {...props} transaction={transaction} />
      )}
    </Page>
  );
}

function TransactionDetails({
  transaction,
  ticket,
  onTicketChange,
  ticketError,
  onSubmitTicket,
  checking = false,
  actionError,
  onConfirm,
  confirming = false,
  cancelOpen,
  onCancelOpenChange,
  onCancel,
  cancelling = false,
}: PendingTransactionViewProps & { readonly transaction: PendingTransaction }) {
  const ticketId = useId();
  const open = transaction.state === 'IN_PROGRESS' || transaction.state === 'TO_CONFIRM';
  // A scanner types into the focused field, then Enter: the ticket field is ready at once.
  useEffect(() => {
    if (open) document.getElementById(ticketId)?.focus();
  }, [open, ticketId]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmitTicket();
  };
  return (
    <>
      <Card aria-labelledby="transaction-summary">
        <CardTitle id="transaction-summary">{transactionStateLabels[transaction.state]}</CardTitle>
        <Facts>
          <dt>{sellerMessages.HOLDER}</dt>
          <dd>{`${transaction.holderFirstName} ${transaction.holderLastName}`.trim()}</dd>
          <dt>{sellerMessages.LIST_ID}</dt>
          <dd>{transaction.ldnId}</dd>
          <dt>{sellerMessages.CONTRIBUTOR}</dt>
          <dd>{transaction.contributor}</dd>
          <dt>{sellerMessages.TYPE}</dt>
          <dd>{transactionTypeText(transaction.transactionType)}</dd>
          <dt>{sellerMessages.TOTAL}</dt>
          <dd>{euros(transaction.totalPrice)}</dd>
          {transaction.potAmount > 0 && (
            <>
              <dt>{sellerMessages.POT}</dt>
              <dd>{euros(transaction.potAmount)}</dd>
            </>
          )}
          <dt>{sellerMessages.DATE}</dt>
          <dd>{dateTimeText(transaction.createdAt)}</dd>
          <dt>{sellerMessages.GS1}</dt>
          <dd>
            <Gs1>{transaction.gs1Code}</Gs1>
          </dd>
          {transaction.transactionBarcode && (
            <>
              <dt>{sellerMessages.TICKET_LABEL}</dt>
              <dd>{transaction.transactionBarcode}</dd>
            </>
          )}
        </Facts>
      </Card>

      <Card aria-labelledby="transaction-products">
        <CardTitle id="transaction-products">{sellerMessages.PRODUCTS}</CardTitle>
        <Entries entries={transaction.entries} />
      </Card>

      {open && (
        <Card aria-labelledby="transaction-ticket">
          <CardTitle id="transaction-ticket">{sellerMessages.TICKET_LABEL}</CardTitle>
          <form noValidate onSubmit={submit}>
            <TextField
              id={ticketId}
              label={sellerMessages.TICKET_LABEL}
              hint={sellerMessages.TICKET_HINT}
              value={ticket}
              onValueChange={(value) => onTicketChange(value.toUpperCase())}
              required
              // Focused for the scanner: leaving it blank for 'Annuler' must not shift the buttons.
              validateOnBlur={false}
              error={ticketError}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="done"
            />
            <Row>
              <Button type="submit" variant="secondary" loading={checking}>
                {sellerMessages.TICKET_BUTTON}
              </Button>
            </Row>
          </form>
        </Card>
      )}

      {transaction.state === 'TO_CONFIRM' && (
        <Card aria-labelledby="transaction-missing">
          <CardTitle id="transaction-missing">{sellerMessages.MISSING_TITLE}</CardTitle>
          {transaction.missingEntries.length === 0 ? (
            <Paragraph>{sellerMessages.NO_MISSING}</Paragraph>
          ) : (
            <>
              <Entries entries={transaction.missingEntries} />
              <Muted>{sellerMessages.MISSING_NOTE}</Muted>
            </>
          )}
        </Card>
      )}

      {actionError && <Alert role="alert">{actionError}</Alert>}

      {open && (
        <Row>
          {transaction.state === 'TO_CONFIRM' && (
            <Button onClick={onConfirm} loading={confirming}>
              {sellerMessages.CONFIRM}
            </Button>
          )}
          <Button variant="danger" onClick={() => onCancelOpenChange(true)}>
            {sellerMessages.CANCEL}
          </Button>
        </Row>
      )}

      <Dialog
        open={cancelOpen}
        onOpenChange={onCancelOpenChange}
        title={sellerMessages.CANCEL_TITLE}
        description={sellerMessages.CANCEL_TEXT}
        actions={
          <>
            <Button variant="secondary" onClick={() => onCancelOpenChange(false)}>
              {sellerMessages.CANCEL_NO}
            </Button>
            <Button variant="danger" onClick={onCancel} loading={cancelling}>
              {sellerMessages.CANCEL_YES}
            </Button>
          </>
        }
      />
    </>
  );
}

export interface PendingTransactionScreenProps {
  /** The transaction's id; by default the route's `:id`. */
  readonly id?: string;
  readonly toastStore?: ToastStore;
}

/**
 * [S2.16] [S4.7] [S5.11] [S7.39] [S7.43] [S7.44] PendingTransaction
 * `/seller/pendingtransaction/{id}`: loads the transaction (ERROR_OCCURED_TRY_AGAIN when it cannot);
 * the register ticket is scanned or typed (its pattern checked first), which shows the products the
 * ticket lacks; 'Confirmer' records the gift and goes back to the pending list; 'Annuler la
 * transaction', once confirmed in a dialog, releases everything and goes back too.
 */
export function PendingTransactionScreen({
  id: givenId,
  toastStore,
}: PendingTransactionScreenProps) {
  const params = useParams();
  const id = givenId ?? params.id ?? '';
  const toast = useToast(toastStore);
  const navigate = useNavigate();
  const query = useGetTransactionQuery(id, { skip: id === '', refetchOnMountOrArgChange: true });
  const [checkTicket, check] = useCheckTicketMutation();
  const [confirm, confirmation] = useConfirmTransactionMutation();
  const [cancel, cancellation] = useCancelTransactionMutation();
  const [ticket, setTicket] = useState('');
  const [ticketError, setTicketError] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  const [cancelOpen, setCancelOpen] = useState(false);

  const loadFailed = query.isError || id === '';
  // Once per failure (not on every render): the store's `error` keeps its identity.
  const showError = toast.error;
  useEffect(() => {
    if (loadFailed) showError(errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
  }, [loadFailed, showError]);

  const transaction = query.data;
  const backToList = () => navigate(hrefFor('PendingTransactionsList'));

  const submitTicket = async () => {
    if (!transaction) return;
    const code = validateTicketCode(ticket.trim(), { required: true });
    if (code !== undefined) {
      setTicketError(validationMessages[code]);
      return;
    }
    setTicketError(undefined);
    setActionError(undefined);
    try {
      await checkTicket({
        id: transaction.id,
        storeCode: transaction.storeCode,
        transactionBarcode: ticket.trim(),
      }).unwrap();
    } catch (error) {
      const body = apiErrorBody(error);
      if (body?.code === 'INVALID_TICKET_NUMBER') {
        setTicketError(validationMessages.INVALID_TICKET_NUMBER);
      } else if (body?.code === 'UNKNOWN_TICKET') {
        setTicketError(sellerMessages.UNKNOWN_TICKET);
      } else {
        toast.error(refusalMessage(error, errorToastMessages.ERROR_OCCURED_TRY_AGAIN));
      }
    }
  };

  const onConfirm = async () => {
    if (!transaction) return;
    setActionError(undefined);
    try {
      await confirm(transaction.id).unwrap();
      toast.success(sellerMessages.CONFIRMED);
      await backToList();
    } catch (error) {
      setActionError(
        errorStatus(error) === 409
          ? sellerMessages.NOT_TO_CONFIRM
          : refusalMessage(error, errorToastMessages.ERROR_OCCURED_TRY_AGAIN),
      );
    }
  };

  const onCancel = async () => {
    if (!transaction) return;
    setActionError(undefined);
    try {
      await cancel(transaction.id).unwrap();
      setCancelOpen(false);
      toast.success(sellerMessages.CANCELLED);
      await backToList();
    } catch (error) {
      setCancelOpen(false);
      setActionError(
        errorStatus(error) === 409
          ? sellerMessages.SETTLED
          : refusalMessage(error, errorToastMessages.ERROR_OCCURED_TRY_AGAIN),
      );
    }
  };

  // The latest answer: the mutation's (ticket checked) until the refetch brings the same.
  const shown =
    check.data && check.data.id === transaction?.id && transaction.state === 'IN_PROGRESS'
      ? check.data
      : transaction;

  return (
    <PendingTransactionView
      id={id}
      transaction={shown}
      loading={query.isLoading}
      loadError={loadFailed}
      ticket={ticket}
      onTicketChange={(value) => {
        setTicket(value);
        setTicketError(undefined);
      }}
      ticketError={ticketError}
      onSubmitTicket={() => void submitTicket()}
      checking={check.isLoading}
      actionError={actionError}
      onConfirm={() => void onConfirm()}
      confirming={confirmation.isLoading}
      cancelOpen={cancelOpen}
      onCancelOpenChange={setCancelOpen}
      onCancel={() => void onCancel()}
      cancelling={cancellation.isLoading}
    />
  );
}
