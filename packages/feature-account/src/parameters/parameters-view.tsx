import {
  errorToastMessages,
  NOTIFICATION_FREQUENCIES,
  notificationFrequencyLabel,
  type NotificationFrequency,
} from '@ldn/domain';
import { Button, Checkbox, LoadingText, RadioGroup, uiMessages } from '@ldn/ui-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, Hint, Legend, Section } from '../form-controls';
import { accountMessages } from '../messages';
import { Actions, DesktopOnly, Lead, Page, Title } from '../page-styles';
import { StorePickerView } from '../store-picker/store-picker-view';
import type { StorePickerState } from '../store-picker/use-store-picker';

/** The settings as the parent edits them. */
export interface ParametersValues {
  /** The default list's contact store, '' when none is chosen. */
  readonly contactStoreCode: string;
  readonly isPickupStoreAllowed: boolean;
  readonly notificationFrequency: NotificationFrequency;
}

export type ParametersViewProps =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly onRetry: () => void }
  | {
      readonly status: 'ready';
      /** The parent has an open default list, whose contact store is shown. */
      readonly hasList: boolean;
      /** The default list's title, named above its store. */
      readonly listTitle?: string | undefined;
      readonly values: ParametersValues;
      readonly onChange: (patch: Partial<ParametersValues>) => void;
      readonly store: StorePickerState;
      /** [S5.7] 'Le choix d'un magasin est obligatoire.' after a refused save. */
      readonly storeError?: string | undefined;
      readonly saving: boolean;
      /** Why the last save failed. */
      readonly saveError?: string | undefined;
      /** The in-page button (desktop); on phones the bottom bar's 'saveSettings' [S2.56]. */
      readonly onSave: () => void;
      /**
       * "Sécurité du compte" (password, connected devices), under the settings and outside their
       * form: it has its own form and its own saves.
       */
      readonly security?: ReactNode;
      /** The co-parent of the default list (its own section and saves), above the security. */
      readonly coParent?: ReactNode;
    };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 760px;
  margin-top: ${({ theme }) => theme.space.lg};
`;

/**
 * [S2.45] [S9.7] [S7.10] [S7.18] Parameters ('Mon compte'): the contact store of the default list
 * (the closest stores to a postal code), whether relatives may use it, and how often the parent
 * hears of new gifts (once a day, once a week, never); then the account's security (`security`).
 * Presentational.
 */
export function ParametersView(props: ParametersViewProps) {
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `${prefix}-title`;
  if (props.status === 'loading') {
    return (
      <Page>
        <LoadingText>{accountMessages.LOADING_SETTINGS}</LoadingText>
      </Page>
    );
  }
  if (props.status === 'error') {
    return (
      <Page aria-labelledby={titleId}>
        <Title id={titleId}>{accountMessages.PARAMETERS_TITLE}</Title>
        <ErrorText role="alert">{errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA}</ErrorText>
        <Actions>
          <Button variant="secondary" onClick={props.onRetry}>
            {accountMessages.RETRY}
          </Button>
        </Actions>
      </Page>
    );
  }

  const { values, onChange } = props;
  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{accountMessages.PARAMETERS_TITLE}</Title>
      <Lead>{accountMessages.PARAMETERS_INTRO}</Lead>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        <Section>
          <Legend>{accountMessages.SECTION_STORE}</Legend>
          {props.hasList ? (
            <>
              <Hint>
                {accountMessages.CONTACT_STORE_OF}
                {props.listTitle === undefined ? '' : ` : ${props.listTitle}`}
              </Hint>
              <StorePickerView
                {...props.store}
                idPrefix={`${prefix}-store`}
                selectedCode={values.contactStoreCode}
                onSelect={(contactStoreCode) => onChange({ contactStoreCode })}
                error={props.storeError}
              />
              <Checkbox
                label={accountMessages.PICKUP_STORE_ALLOWED}
                checked={values.isPickupStoreAllowed}
                onCheckedChange={(isPickupStoreAllowed) => onChange({ isPickupStoreAllowed })}
              />
            </>
          ) : (
            <p>{accountMessages.NO_LIST_FOR_STORE}</p>
          )}
        </Section>
        <Section>
          <Legend>{accountMessages.NOTIFICATIONS}</Legend>
          <RadioGroup
            legend={accountMessages.NOTIFICATIONS_LEGEND}
            name={`${prefix}-frequency`}
            columns
            value={values.notificationFrequency}
            onValueChange={(notificationFrequency) => onChange({ notificationFrequency })}
            options={NOTIFICATION_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: notificationFrequencyLabel(frequency),
            }))}
          />
        </Section>
        <div aria-live="polite">
          {props.saving && <LoadingText>{uiMessages.SAVING}</LoadingText>}
        </div>
        {props.saveError !== undefined && <ErrorText>{props.saveError}</ErrorText>}
        <DesktopOnly>
          <Button type="submit" loading={props.saving}>
            {accountMessages.SAVE_SETTINGS}
          </Button>
        </DesktopOnly>
      </Form>
      {props.coParent}
      {props.security}
    </Page>
  );
}
