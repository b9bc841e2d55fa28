import type { Meta, StoryObj } from '@storybook/react-vite';
import { lyonStores } from '../test/fixtures';
import { StorePickerView } from './store-picker-view';

const noop = () => undefined;

const meta = {
  title: 'feature-account/StorePickerView',
  component: StorePickerView,
  args: {
    idPrefix: 'story-store',
    postalCode: '',
    onPostalCodeChange: noop,
    onSearch: noop,
    status: 'idle',
    stores: [],
    selectedCode: '',
    onSelect: noop,
  },
} satisfies Meta<typeof StorePickerView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.38] Nothing chosen yet. */
export const Empty: Story = {};

/** [S5.7] The form refused the missing store. */
export const Required: Story = { args: { error: "Le choix d'un magasin est obligatoire." } };

/** [S7.47] Searching. */
export const Searching: Story = { args: { postalCode: '69003', status: 'loading' } };

/** [S7.47] The closest stores, one chosen. */
export const Results: Story = {
  args: {
    postalCode: '69003',
    status: 'done',
    stores: lyonStores,
    selectedCode: 'S012',
    selectedLabel: 'Villeurbanne, 69100 Villeurbanne',
  },
};

/** [S7.47] The server knows no such postal code. */
export const SearchError: Story = {
  args: { postalCode: '98000', status: 'error', searchError: 'Code postal inconnu : 98000.' },
};
