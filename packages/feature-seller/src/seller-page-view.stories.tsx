import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMessages } from '@ldn/domain';
import { fn } from 'storybook/test';
import { sellerMessages } from './messages';
import { SellerPageView } from './seller-page-view';
import { CUSTOMER, LIST_SUMMARY, STORE } from './test/fixtures';

const SELECTED = {
  uid: CUSTOMER.uid,
  pk: CUSTOMER.pk,
  firstName: CUSTOMER.firstName,
  lastName: CUSTOMER.lastName,
};

const meta = {
  title: 'feature-seller/SellerPageView',
  component: SellerPageView,
  args: {
    email: '',
    onEmailChange: fn(),
    onSearch: fn(),
    outcome: { kind: 'idle' },
    customer: null,
    createAccountOpen: false,
    onOpenCreateAccount: fn(),
    createAccountEmail: '',
    onCreateAccount: fn(),
    onCreateList: fn(),
    onAttachList: fn(),
    storeCode: 'S001',
    storeName: STORE.name,
    onChangeStore: fn(),
    pendingCount: 2,
  },
} satisfies Meta<typeof SellerPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.13] [S2.37] On entry: no customer, the user's store, the pending count. */
export const Entry: Story = {};

/** [S4.10] The look-up is running. */
export const Searching: Story = { args: { email: CUSTOMER.uid, searching: true } };

/** [S4.10] [S7.28] A customer living in France: selected, his lists are loading. */
export const FoundListsLoading: Story = {
  args: {
    email: CUSTOMER.uid,
    outcome: { kind: 'found' },
    customer: SELECTED,
    lists: { kind: 'loading' },
  },
};

/** [S4.10] [S7.28] A customer living in France and his lists, each opening ListByIdOwner. */
export const Found: Story = {
  args: {
    email: CUSTOMER.uid,
    outcome: { kind: 'found' },
    customer: SELECTED,
    lists: {
      kind: 'ready',
      lists: [
        LIST_SUMMARY,
        {
          ...LIST_SUMMARY,
          id: 'old01',
          number: 99001,
          title: 'Liste de Léo',
          statusLabel: 'Cloturée',
          status: 'CLOSED',
        },
      ],
    },
  },
};

/** [S4.10] A customer without any list yet. */
export const FoundNoList: Story = {
  args: {
    email: CUSTOMER.uid,
    outcome: { kind: 'found' },
    customer: SELECTED,
    lists: { kind: 'ready', lists: [] },
  },
};

/** [S8.2] His lists could not be read. */
export const FoundListsError: Story = {
  args: {
    email: CUSTOMER.uid,
    outcome: { kind: 'found' },
    customer: SELECTED,
    lists: { kind: 'error' },
  },
};

/** [S4.10] No account (400): the e-mail is kept and the account form opens with it. */
export const Unknown: Story = {
  args: {
    email: 'nouveau@example.fr',
    outcome: { kind: 'unknown' },
    createAccountOpen: true,
    createAccountEmail: 'nouveau@example.fr',
  },
};

/** [S4.10] A customer living outside France is refused (with the UNAVAILABLE_COUNTRY_STAFF toast). */
export const NonFrance: Story = { args: { email: 'lou@example.be', outcome: { kind: 'nonFr' } } };

/** [S5.7] [S5.9] [S5.13] The account form after a submit with invalid fields. */
export const CreateAccountErrors: Story = {
  args: {
    createAccountOpen: true,
    createAccountEmail: 'paul@exemple',
    createAccountInitial: { firstName: '1234', lastName: '', phone: '12', email: 'paul@exemple' },
  },
};

/** [S7.4] The server refused: an account exists for this e-mail. */
export const CreateAccountExists: Story = {
  args: {
    createAccountOpen: true,
    createAccountEmail: 'camille@example.fr',
    createAccountError: sellerMessages.ACCOUNT_EXISTS,
  },
};

/** [S5.13] The account is being created. */
export const CreatingAccount: Story = {
  args: { createAccountOpen: true, createAccountEmail: 'paul@example.fr', creatingAccount: true },
};

/** [S7.12] The list is being created for the selected customer. */
export const CreatingList: Story = {
  args: { ...Found.args, creatingList: true },
};

/** [S7.28] No list has the number typed. */
export const AttachError: Story = {
  args: { ...Found.args, attachError: sellerMessages.ATTACH_UNKNOWN },
};

/** [S7.28] [S1.4] What was typed is neither a list number ('Liste n° 100042') nor a list id. */
export const AttachInvalid: Story = {
  args: { ...Found.args, attachError: sellerMessages.ATTACH_INVALID },
};

/** [S7.46] [S8.3] An unknown store code: 'Code inconnu'. */
export const StoreCodeUnknown: Story = { args: { storeError: screenMessages.UNKNOWN_STORE_CODE } };

/** [S2.13] [S7.46] The store's name is being read: its code alone ('Magasin actuel : S001'). */
export const StoreNameLoading: Story = { args: { storeName: undefined } };

/** [S2.13] No store known yet (a staff account without a store). */
export const NoStore: Story = {
  args: { storeCode: null, storeName: undefined, pendingCount: undefined },
};
