import { errorToastMessages } from '@ldn/domain';
import { Button, LoadingText } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText, Hint } from '../form-controls';
import { accountMessages } from '../messages';
import { SettingsSection, Subtitle } from '../page-styles';
import { DevicesList, type DevicesListProps } from './devices-list';
import { PasswordChangeForm, type PasswordChangeFormProps } from './password-change-form';

export type AccountSecurityViewProps =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly onRetry: () => void }
  | {
      readonly status: 'ready';
      /** The password form, or `'elsewhere'` when an external provider holds the passwords. */
      readonly password: PasswordChangeFormProps | 'elsewhere';
      readonly devices: DevicesListProps;
    };

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const PartTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/**
 * [S2.45] "Sécurité du compte", under the settings of Parameters: the password change
 * (ASVS V6.2.2, V6.2.3, V7.4.3) and the connected devices (ASVS V7.5.2). Presentational.
 */
export function AccountSecurityView(props: AccountSecurityViewProps) {
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `${prefix}-security`;
  return (
    <SettingsSection aria-labelledby={titleId}>
      <Subtitle id={titleId}>{accountMessages.SECURITY_TITLE}</Subtitle>
      {props.status === 'loading' && <LoadingText>{accountMessages.LOADING_DEVICES}</LoadingText>}
      {props.status === 'error' && (
        <>
          <ErrorText role="alert">{errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA}</ErrorText>
          <div>
            <Button variant="secondary" onClick={props.onRetry}>
              {accountMessages.RETRY}
            </Button>
          </div>
        </>
      )}
      {props.status === 'ready' && (
        <>
          <Part>
            <PartTitle>{accountMessages.PASSWORD_TITLE}</PartTitle>
            {props.password === 'elsewhere' ? (
              <p>{accountMessages.PASSWORD_MANAGED_ELSEWHERE}</p>
            ) : (
              <PasswordChangeForm {...props.password} />
            )}
          </Part>
          <Part>
            <PartTitle>{accountMessages.DEVICES_TITLE}</PartTitle>
            <Hint>{accountMessages.DEVICES_INTRO}</Hint>
            <DevicesList {...props.devices} />
          </Part>
        </>
      )}
    </SettingsSection>
  );
}
