import {
  Button,
  Checkbox,
  Dialog,
  RadioGroup,
  TextAreaField,
  TextField,
  uiMessages,
} from '@ldn/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ErrorText, Hint, Legend, Section } from '../form-controls';
import { accountMessages } from '../messages';
import { StorePickerView } from '../store-picker/store-picker-view';
import type { StorePickerState } from '../store-picker/use-store-picker';
import { ImagePicker } from './image-picker';
import {
  LIST_FORM_MAX_LENGTHS,
  type ListFormCheckedField,
  type ListFormErrors,
  type ListFormValues,
} from './list-form-values';

/** Create a list, or edit one. */
export type ListFormMode = 'create' | 'edit';

export interface ListFormViewProps {
  readonly mode: ListFormMode;
  readonly open: boolean;
  /** Called with `false` on 'Annuler', 'Fermer', Escape or a click outside. */
  readonly onOpenChange: (open: boolean) => void;
  readonly values: ListFormValues;
  readonly onChange: (patch: Partial<ListFormValues>) => void;
  /** The refused fields (from `validateListForm`). */
  readonly errors: ListFormErrors;
  /** After a refused save: every error shows, not only those of the fields left. */
  readonly showErrors: boolean;
  /** The owner's name, from the account (the server copies it, it is not typed). */
  readonly ownerName: string;
  /** Edit of a draft: offers to publish it. */
  readonly isDraft?: boolean;
  /** Edit: the list is already the default one. */
  readonly isDefault?: boolean;
  /** The contact store search. */
  readonly store: StorePickerState;
  readonly saving?: boolean;
  readonly settingDefault?: boolean;
  readonly deleting?: boolean;
  /** [S8.2] Why the last save or delete failed (the server's message when it sent one). */
  readonly serverError?: string | undefined;
  /**
   * Save: the owner checks the values and returns the first refused field (focused here), or
   * `undefined` when it saves.
   */
  readonly onSubmit: () => ListFormCheckedField | undefined;
  /** Edit: make this the default list [S4.1]. */
  readonly onSetDefault?: () => void;
  /** Edit: delete the list, once confirmed here. */
  readonly onDelete?: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Owner = styled.p`
  margin: 0;
  span {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

const Manage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    align-items: center;
    flex-wrap: wrap;
  }
`;

/** The id of a checked field's input, to focus it when the save is refused. */
const fieldId = (prefix: string, field: ListFormCheckedField): string =>
  field === 'contactStoreCode' ? `${prefix}-store-postal-code` : `${prefix}-${field}`;

/**
 * [S2.38] [S3.4] [S3.18] [S5.7] [S5.10] [S5.16] The list create/edit form, a full-screen dialog:
 * list name (required), welcome message, baby first name and expected birth date (each can be
 * hidden from relatives), parents, confidentiality, header image, contact store (required) and
 * the pickup option; in edit mode, set as default and delete (confirmed). Presentational: the
 * values, errors and calls come from `ListFormDialog`.
 */
export function ListFormView({
  mode,
  open,
  onOpenChange,
  values,
  onChange,
  errors,
  showErrors,
  ownerName,
  isDraft = false,
  isDefault = false,
  store,
  saving = false,
  settingDefault = false,
  deleting = false,
  serverError,
  onSubmit,
  onSetDefault,
  onDelete,
}: ListFormViewProps) {
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const formId = `${prefix}-form`;
  const [touched, setTouched] = useState<ReadonlySet<ListFormCheckedField>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);

  const shown = (field: ListFormCheckedField): string | undefined =>
    showErrors || touched.has(field) ? errors[field] : undefined;
  const leave = (field: ListFormCheckedField) => () =>
    setTouched((previous) => new Set(previous).add(field));
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        fullScreen
        title={
          mode === 'create' ? accountMessages.CREATE_LIST_TITLE : accountMessages.EDIT_LIST_TITLE
        }
        description={accountMessages.FORM_DESCRIPTION}
        actions={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {uiMessages.CANCEL}
            </Button>
            <Button type="submit" form={formId} loading={saving}>
              {mode === 'create' ? accountMessages.CREATE : accountMessages.SAVE}
            </Button>
          </>
        }
      >
        <Form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const refused = onSubmit();
            if (refused !== undefined) document.getElementById(fieldId(prefix, refused))?.focus();
          }}
        >
          {showErrors && hasErrors && (
            <ErrorText role="alert">{accountMessages.FIX_ERRORS}</ErrorText>
          )}

          <Section>
            <Legend>{accountMessages.SECTION_LIST}</Legend>
            <TextField
              id={fieldId(prefix, 'title')}
              label={accountMessages.LIST_NAME}
              hint={accountMessages.LIST_NAME_HINT}
              required
              value={values.title}
              onValueChange={(title) => onChange({ title })}
              onBlur={leave('title')}
              maxLength={LIST_FORM_MAX_LENGTHS.title}
              error={shown('title')}
            />
            <TextAreaField
              label={accountMessages.WELCOME_MESSAGE}
              hint={accountMessages.WELCOME_MESSAGE_HINT}
              value={values.welcomeMessage}
              onValueChange={(welcomeMessage) => onChange({ welcomeMessage })}
              maxLength={LIST_FORM_MAX_LENGTHS.welcomeMessage}
            />
          </Section>

          <Section>
            <Legend>{accountMessages.SECTION_BABY}</Legend>
            <Pair>
              <div>
                <TextField
                  id={`${prefix}-childFirstName`}
                  label={accountMessages.BABY_FIRST_NAME}
                  hint={accountMessages.BABY_FIRST_NAME_HINT}
                  value={values.childFirstName}
                  onValueChange={(childFirstName) => onChange({ childFirstName })}
                  maxLength={LIST_FORM_MAX_LENGTHS.childFirstName}
                  autoComplete="off"
                />
                <Checkbox
                  label={accountMessages.HIDE_BABY_NAME}
                  checked={values.isBabyNameHidden}
                  onCheckedChange={(isBabyNameHidden) => onChange({ isBabyNameHidden })}
                />
              </div>
              <div>
                <TextField
                  id={fieldId(prefix, 'childBirthday')}
                  label={accountMessages.BIRTH_DATE}
                  hint={accountMessages.BIRTH_DATE_HINT}
                  placeholder="jj/mm/aa"
                  value={values.childBirthday}
                  onValueChange={(childBirthday) => onChange({ childBirthday })}
                  onBlur={leave('childBirthday')}
                  maxLength={8}
                  autoComplete="off"
                  error={shown('childBirthday')}
                />
                <Checkbox
                  label={accountMessages.HIDE_BIRTH_DATE}
                  checked={values.isBabyBirthdayHidden}
                  onCheckedChange={(isBabyBirthdayHidden) => onChange({ isBabyBirthdayHidden })}
                />
              </div>
            </Pair>
          </Section>

          <Section>
            <Legend>{accountMessages.SECTION_PARENTS}</Legend>
            <Owner>
              <span>{accountMessages.OWNER}</span>
              {ownerName}
            </Owner>
            <Hint>{accountMessages.OWNER_HINT}</Hint>
            <Pair>
              <TextField
                id={fieldId(prefix, 'coOwnerFirstName')}
                label={accountMessages.CO_OWNER_FIRST_NAME}
                value={values.coOwnerFirstName}
                onValueChange={(coOwnerFirstName) => onChange({ coOwnerFirstName })}
                onBlur={leave('coOwnerFirstName')}
                maxLength={LIST_FORM_MAX_LENGTHS.coOwnerFirstName}
                autoComplete="off"
                error={shown('coOwnerFirstName')}
              />
              <TextField
                id={fieldId(prefix, 'coOwnerLastName')}
                label={accountMessages.CO_OWNER_LAST_NAME}
                value={values.coOwnerLastName}
                onValueChange={(coOwnerLastName) => onChange({ coOwnerLastName })}
                onBlur={leave('coOwnerLastName')}
                maxLength={LIST_FORM_MAX_LENGTHS.coOwnerLastName}
                autoComplete="off"
                error={shown('coOwnerLastName')}
              />
            </Pair>
          </Section>

          <Section>
            <Legend>{accountMessages.SECTION_CONFIDENTIALITY}</Legend>
            <RadioGroup
              legend={accountMessages.CONFIDENTIALITY}
              name={`${prefix}-confidentiality`}
              columns
              value={values.isPrivate ? 'private' : 'public'}
              onValueChange={(choice) => onChange({ isPrivate: choice === 'private' })}
              options={[
                {
                  value: 'public',
                  label: accountMessages.PUBLIC,
                  description: accountMessages.PUBLIC_HINT,
                },
                {
                  value: 'private',
                  label: accountMessages.PRIVATE,
                  description: accountMessages.PRIVATE_HINT,
                },
              ]}
            />
            <Checkbox
              label={accountMessages.SEARCHABLE}
              checked={!values.isPrivate && values.isSearchable}
              disabled={values.isPrivate}
              hint={values.isPrivate ? accountMessages.SEARCHABLE_PRIVATE_HINT : undefined}
              onCheckedChange={(isSearchable) => onChange({ isSearchable })}
            />
          </Section>

          <Section>
            <Legend>{accountMessages.SECTION_IMAGE}</Legend>
            <ImagePicker
              legend={accountMessages.HEADER_IMAGE}
              name={`${prefix}-image`}
              value={values.numberImage}
              onValueChange={(numberImage) => onChange({ numberImage })}
            />
          </Section>

          <Section>
            <Legend>
              {accountMessages.SECTION_STORE} {uiMessages.REQUIRED_MARK}
            </Legend>
            <StorePickerView
              {...store}
              idPrefix={`${prefix}-store`}
              selectedCode={values.contactStoreCode}
              onSelect={(contactStoreCode) => onChange({ contactStoreCode })}
              error={showErrors ? errors.contactStoreCode : undefined}
            />
            <Checkbox
              label={accountMessages.PICKUP_STORE_ALLOWED}
              checked={values.isPickupStoreAllowed}
              onCheckedChange={(isPickupStoreAllowed) => onChange({ isPickupStoreAllowed })}
            />
          </Section>

          {mode === 'create' && (
            <Checkbox
              label={accountMessages.KEEP_AS_DRAFT}
              checked={values.keepAsDraft}
              onCheckedChange={(keepAsDraft) => onChange({ keepAsDraft })}
            />
          )}
          {mode === 'edit' && isDraft && (
            <Checkbox
              label={accountMessages.PUBLISH_NOW}
              checked={values.publish}
              onCheckedChange={(publish) => onChange({ publish })}
            />
          )}

          {mode === 'edit' && (onSetDefault !== undefined || onDelete !== undefined) && (
            <Manage>
              {onSetDefault !== undefined &&
                (isDefault ? (
                  <Hint>{accountMessages.IS_DEFAULT}</Hint>
                ) : (
                  <Button variant="secondary" onClick={onSetDefault} loading={settingDefault}>
                    {accountMessages.SET_DEFAULT}
                  </Button>
                ))}
              {onDelete !== undefined && (
                <Button variant="ghost" onClick={() => setConfirmDelete(true)} loading={deleting}>
                  {accountMessages.DELETE_LIST}
                </Button>
              )}
            </Manage>
          )}

          {serverError !== undefined && <ErrorText>{serverError}</ErrorText>}
        </Form>
      </Dialog>

      {onDelete !== undefined && (
        <Dialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={accountMessages.DELETE_CONFIRM_TITLE}
          description={accountMessages.DELETE_CONFIRM_TEXT}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
                {uiMessages.CANCEL}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirmDelete(false);
                  onDelete();
                }}
              >
                {accountMessages.DELETE}
              </Button>
            </>
          }
        />
      )}
    </>
  );
}
