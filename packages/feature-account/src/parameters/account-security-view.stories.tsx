import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountSessions } from '../test/fixtures';
import { AccountSecurityView, type AccountSecurityViewProps } from './account-security-view';
import type { PasswordChangeFormProps } from './password-change-form';
import { EMPTY_PASSWORD_CHANGE } from './password-change-rules';

const meta = {
  title: 'feature-account/AccountSecurityView',
  component: AccountSecurityView,
} satisfies Meta<typeof AccountSecurityView>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

const password: PasswordChangeFormProps = {
  values: EMPTY_PASSWORD_CHANGE,
  onChange: noop,
  errors: {},
  submitting: false,
  onSubmit: noop,
};

const ready: Extract<AccountSecurityViewProps, { status: 'ready' }> = {
  status: 'ready',
  password,
  devices: { sessions: accountSessions.sessions, onEnd: noop, onEndOthers: noop },
};

const [phone, laptop] = accountSessions.sessions;

/** ASVS V6.2.2 V7.5.2 The password form and two devices, this one marked. */
export const Loaded: Story = { args: ready };

/** ASVS V7.5.2 Only this device is signed in. */
export const OnlyThisDevice: Story = {
  args: { ...ready, devices: { ...ready.devices, sessions: laptop ? [laptop] : [] } },
};

/** ASVS V6.2.2 The form refused before sending: errors by field. */
export const PasswordErrors: Story = {
  args: {
    ...ready,
    password: {
      ...password,
      values: { ...EMPTY_PASSWORD_CHANGE, newPassword: 'court', confirmation: 'court' },
      errors: {
        currentPassword: 'Saisissez votre mot de passe actuel.',
        newPassword: 'Le mot de passe doit contenir de 8 à 128 caractères.',
      },
      formError: 'Votre mot de passe n’a pas été changé : corrigez les champs signalés.',
    },
  },
};

/** ASVS V6.2.3 The server refused the current password. */
export const WrongCurrentPassword: Story = {
  args: {
    ...ready,
    password: { ...password, errors: { currentPassword: 'Le mot de passe actuel est incorrect.' } },
  },
};

/** ASVS V6.2.3 Too many wrong passwords: the change waits a few minutes. */
export const TooManyAttempts: Story = {
  args: {
    ...ready,
    password: {
      ...password,
      formError:
        'Trop de tentatives avec un mot de passe incorrect. Réessayez dans quelques minutes.',
    },
  },
};

/** The change is being sent. */
export const Changing: Story = { args: { ...ready, password: { ...password, submitting: true } } };

/** ASVS V7.4.3 Changed, the other devices signed out. */
export const Changed: Story = {
  args: {
    ...ready,
    password: {
      ...password,
      success: 'Votre mot de passe a été changé et vos autres appareils ont été déconnectés.',
    },
    devices: { ...ready.devices, sessions: laptop ? [laptop] : [] },
  },
};

/** ASVS V7.5.2 One device is being signed out. */
export const EndingOneDevice: Story = {
  args: { ...ready, devices: { ...ready.devices, ending: phone?.id } },
};

/** ASVS V7.5.2 A device was signed out. */
export const DeviceEnded: Story = {
  args: {
    ...ready,
    devices: {
      ...ready.devices,
      sessions: laptop ? [laptop] : [],
      success: 'L’appareil a été déconnecté.',
    },
  },
};

/** ASVS V6.2.2 An external provider holds the passwords: no form. */
export const PasswordElsewhere: Story = { args: { ...ready, password: 'elsewhere' } };

/** The devices are being read. */
export const Loading: Story = { args: { status: 'loading' } };

/** [S8.2] The devices could not be read. */
export const LoadError: Story = { args: { status: 'error', onRetry: noop } };
