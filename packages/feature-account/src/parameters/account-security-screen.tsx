import {
  useChangePasswordMutation,
  useEndAccountSessionMutation,
  useEndOtherAccountSessionsMutation,
  useGetAccountSessionsQuery,
} from '@ldn/api-client';
import { errorToastMessages } from '@ldn/domain';
import { useState } from 'react';
import { apiErrorCode, apiErrorMessage } from '../api-error';
import { accountMessages } from '../messages';
import { AccountSecurityView } from './account-security-view';
import {
  EMPTY_PASSWORD_CHANGE,
  fieldOfRefusal,
  passwordChangeErrors,
  type PasswordChangeErrors,
  type PasswordChangeField,
  type PasswordChangeValues,
} from './password-change-rules';

/**
 * [S2.45] ASVS V6.2.2 V6.2.3 V7.4.3 V7.5.2 The account-security part of Parameters: changes the
 * password (`POST /user/password`; a refusal of the server lands on its field, in French) and
 * lists the connected devices (`GET /user/sessions`), each other one ended with
 * `DELETE /user/sessions/{id}`, all of them with `POST /user/sessions/end-others`. Messages are
 * said in the page (status and alert regions) rather than as toasts: they belong to this part.
 */
export function AccountSecurityScreen() {
  const sessions = useGetAccountSessionsQuery(undefined);
  const [changePassword, change] = useChangePasswordMutation();
  const [endSession] = useEndAccountSessionMutation();
  const [endOthers] = useEndOtherAccountSessionsMutation();

  const [values, setValues] = useState<PasswordChangeValues>(EMPTY_PASSWORD_CHANGE);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [passwordSuccess, setPasswordSuccess] = useState<string | undefined>(undefined);
  const [errorFocusKey, setErrorFocusKey] = useState(0);
  const [ending, setEnding] = useState<string | undefined>(undefined);
  const [devicesSuccess, setDevicesSuccess] = useState<string | undefined>(undefined);
  const [devicesError, setDevicesError] = useState<string | undefined>(undefined);
  const [devicesFocusKey, setDevicesFocusKey] = useState(0);

  const submit = async () => {
    if (change.isLoading) return;
    setPasswordSuccess(undefined);
    setFormError(undefined);
    const found = passwordChangeErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(accountMessages.PASSWORD_FORM_HAS_ERRORS);
      setErrorFocusKey((key) => key + 1);
      return;
    }
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        endOtherSessions: values.endOtherSessions,
      }).unwrap();
      setValues({ ...EMPTY_PASSWORD_CHANGE, endOtherSessions: values.endOtherSessions });
      setPasswordSuccess(
        values.endOtherSessions
          ? accountMessages.PASSWORD_CHANGED_OTHERS_ENDED
          : accountMessages.PASSWORD_CHANGED,
      );
    } catch (error) {
      const message = apiErrorMessage(error) ?? errorToastMessages.ERROR_OCCURED_TRY_AGAIN;
      const field = fieldOfRefusal(apiErrorCode(error));
      if (field === undefined) {
        setFormError(message);
        return;
      }
      setErrors({ [field]: message });
      setErrorFocusKey((key) => key + 1);
    }
  };

  /** Ends one device or all the others; the list follows the server (tag `Sessions`). */
  const end = async (what: string | 'others') => {
    if (ending !== undefined) return;
    setEnding(what);
    setDevicesSuccess(undefined);
    setDevicesError(undefined);
    try {
      if (what === 'others') await endOthers(undefined).unwrap();
      else await endSession(what).unwrap();
      setDevicesSuccess(
        what === 'others' ? accountMessages.OTHER_DEVICES_ENDED : accountMessages.DEVICE_ENDED,
      );
    } catch (error) {
      setDevicesError(apiErrorMessage(error) ?? errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
      void sessions.refetch();
    } finally {
      setEnding(undefined);
      setDevicesFocusKey((key) => key + 1);
    }
  };

  if (sessions.isError) {
    return <AccountSecurityView status="error" onRetry={() => void sessions.refetch()} />;
  }
  if (sessions.data === undefined) return <AccountSecurityView status="loading" />;

  return (
    <AccountSecurityView
      status="ready"
      password={
        sessions.data.canChangePassword
          ? {
              values,
              onChange: (patch) => {
                setValues({ ...values, ...patch });
                const cleared = Object.keys(patch) as PasswordChangeField[];
                setErrors((current) =>
                  Object.fromEntries(
                    Object.entries(current).filter(
                      ([field]) => !cleared.includes(field as PasswordChangeField),
                    ),
                  ),
                );
              },
              errors,
              formError,
              success: passwordSuccess,
              submitting: change.isLoading,
              onSubmit: () => void submit(),
              errorFocusKey,
            }
          : 'elsewhere'
      }
      devices={{
        sessions: sessions.data.sessions,
        onEnd: (id) => void end(id),
        onEndOthers: () => void end('others'),
        ending,
        success: devicesSuccess,
        error: devicesError,
        focusKey: devicesFocusKey,
      }}
    />
  );
}
