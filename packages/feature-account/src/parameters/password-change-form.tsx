import { Button, Checkbox, LoadingText, PasswordField } from '@ldn/ui-kit';
import { useEffect, useEffectEvent, useId } from 'react';
import styled from 'styled-components';
import { ErrorText } from '../form-controls';
import { accountMessages } from '../messages';
import { Actions } from '../page-styles';
import type {
  PasswordChangeErrors,
  PasswordChangeField,
  PasswordChangeValues,
} from './password-change-rules';

export interface PasswordChangeFormProps {
  readonly values: PasswordChangeValues;
  readonly onChange: (patch: Partial<PasswordChangeValues>) => void;
  /** Errors by field, shown after a submit (the form's rules, or the server's refusal). */
  readonly errors: PasswordChangeErrors;
  /** A refusal about the whole form (too many attempts, the server unreachable). */
  readonly formError?: string | undefined;
  /** Said once the password is changed. */
  readonly success?: string | undefined;
  readonly submitting: boolean;
  readonly onSubmit: () => void;
  /**
   * Bumped at each refused submit: the first field in error gets the focus, so a keyboard or
   * screen-reader user lands on what to fix.
   */
  readonly errorFocusKey?: number;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 480px;
`;

/** Full width on phones (a 44 px main action under the thumb), its own width from `md`. */
const MainAction = styled.div`
  & > button {
    width: 100%;
  }
  ${({ theme }) => theme.media.up.md} {
    & > button {
      width: auto;
    }
  }
`;

const FIELDS: readonly PasswordChangeField[] = ['currentPassword', 'newPassword', 'confirmation'];

/**
 * ASVS V6.2.2 V6.2.3 V7.4.3 The password change of Parameters: the current password, the new one
 * twice, and whether to sign the other devices out (checked by default). Presentational.
 */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  const { values, onChange, errors } = props;
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ids: Record<PasswordChangeField, string> = {
    currentPassword: `${prefix}-current`,
    newPassword: `${prefix}-new`,
    confirmation: `${prefix}-confirmation`,
  };
  const firstError = FIELDS.find((field) => errors[field] !== undefined);
  // Only a new refused submit moves the focus, not each keystroke: the errors are read, not watched.
  const focusFirstError = useEffectEvent(() => {
    if (firstError !== undefined) document.getElementById(ids[firstError])?.focus();
  });
  const { errorFocusKey } = props;
  useEffect(() => {
    if (errorFocusKey === undefined || errorFocusKey === 0) return;
    focusFirstError();
  }, [errorFocusKey]);
  return (
    <Form
      noValidate
      aria-label={accountMessages.PASSWORD_TITLE}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <PasswordField
        id={ids.currentPassword}
        label={accountMessages.CURRENT_PASSWORD}
        autoComplete="current-password"
        value={values.currentPassword}
        onValueChange={(currentPassword) => onChange({ currentPassword })}
        error={errors.currentPassword}
      />
      <PasswordField
        id={ids.newPassword}
        label={accountMessages.NEW_PASSWORD}
        hint={accountMessages.NEW_PASSWORD_HINT}
        autoComplete="new-password"
        value={values.newPassword}
        onValueChange={(newPassword) => onChange({ newPassword })}
        error={errors.newPassword}
      />
      <PasswordField
        id={ids.confirmation}
        label={accountMessages.NEW_PASSWORD_CONFIRMATION}
        autoComplete="new-password"
        value={values.confirmation}
        onValueChange={(confirmation) => onChange({ confirmation })}
        error={errors.confirmation}
      />
      <Checkbox
        label={accountMessages.END_OTHER_SESSIONS}
        hint={accountMessages.END_OTHER_SESSIONS_HINT}
        checked={values.endOtherSessions}
        onCheckedChange={(endOtherSessions) => onChange({ endOtherSessions })}
      />
      <div role="status">
        {props.submitting && <LoadingText>{accountMessages.CHANGING_PASSWORD}</LoadingText>}
        {!props.submitting && props.success !== undefined && <p>{props.success}</p>}
      </div>
      {props.formError !== undefined && <ErrorText role="alert">{props.formError}</ErrorText>}
      <Actions>
        <MainAction>
          <Button type="submit" loading={props.submitting}>
            {accountMessages.CHANGE_PASSWORD}
          </Button>
        </MainAction>
      </Actions>
    </Form>
  );
}
