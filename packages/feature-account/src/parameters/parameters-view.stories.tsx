import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StorePickerState } from '../store-picker/use-store-picker';
import { ParametersView, type ParametersViewProps } from './parameters-view';

const meta = {
  title: 'feature-account/ParametersView',
  component: ParametersView,
} satisfies Meta<typeof ParametersView>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

const store: StorePickerState = {
  postalCode: '',
  onPostalCodeChange: noop,
  onSearch: noop,
  status: 'idle',
  stores: [],
  selectedLabel: 'Paris Vaugirard, 75015 Paris',
};

const ready: Extract<ParametersViewProps, { status: 'ready' }> = {
  status: 'ready',
  hasList: true,
  listTitle: 'La liste de Léa',
  values: { contactStoreCode: 'S001', isPickupStoreAllowed: true, notificationFrequency: 'WEEKLY' },
  onChange: noop,
  store,
  saving: false,
  onSave: noop,
};

/** [S2.45] The contact store of the default list and the notification frequency. */
export const Loaded: Story = { args: ready };

/** [S2.45] A parent with no list yet: only the frequency. */
export const WithoutList: Story = {
  args: { ...ready, hasList: false, listTitle: undefined },
};

/** The save is in progress. */
export const Saving: Story = { args: { ...ready, saving: true } };

/** [S8.2] The save failed. */
export const SaveError: Story = {
  args: {
    ...ready,
    saveError: 'Une erreur est survenue, veuillez réessayer plus tard.',
  },
};

/** [S8.2] The settings could not be read. */
export const LoadError: Story = { args: { status: 'error', onRetry: noop } };

/** The settings are being read. */
export const Loading: Story = { args: { status: 'loading' } };
