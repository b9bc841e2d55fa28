import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { StorePickerState } from '../store-picker/use-store-picker';
import { lyonStores } from '../test/fixtures';
import {
  emptyListFormValues,
  firstInvalidField,
  validateListForm,
  type ListFormValues,
} from './list-form-values';
import { ListFormView, type ListFormViewProps } from './list-form-view';

const noop = () => undefined;

const idleStore: StorePickerState = {
  postalCode: '',
  onPostalCodeChange: noop,
  onSearch: noop,
  status: 'idle',
  stores: [],
};

const editedValues: ListFormValues = {
  ...emptyListFormValues(),
  title: 'La liste de Léa',
  childFirstName: 'Léa',
  childBirthday: '14/03/27',
  isBabyBirthdayHidden: true,
  welcomeMessage: 'Merci de partager notre bonheur !',
  coOwnerFirstName: 'Marc',
  coOwnerLastName: 'Martin',
  numberImage: 'img2',
  contactStoreCode: 'S001',
};

type StoryArgs = Omit<
  ListFormViewProps,
  'onChange' | 'errors' | 'onSubmit' | 'open' | 'onOpenChange'
>;

/** The view with its values held, as `ListFormDialog` holds them (without the calls). */
function Playground(args: StoryArgs) {
  const [values, setValues] = useState(args.values);
  const [showErrors, setShowErrors] = useState(args.showErrors);
  const errors = validateListForm(values);
  return (
    <ListFormView
      {...args}
      open
      onOpenChange={noop}
      values={values}
      onChange={(patch) => setValues({ ...values, ...patch })}
      errors={errors}
      showErrors={showErrors}
      onSubmit={() => {
        setShowErrors(true);
        return firstInvalidField(errors);
      }}
    />
  );
}

const meta = {
  title: 'feature-account/ListFormView',
  component: Playground,
  args: {
    mode: 'create',
    values: emptyListFormValues(),
    showErrors: false,
    ownerName: 'Julie Martin',
    store: idleStore,
  },
} satisfies Meta<typeof Playground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.38] A new list: the empty form. */
export const CreateEmpty: Story = {};

/** [S2.38] [S5.7] [S5.10] A refused save: the list name and the store are required. */
export const CreateWithErrors: Story = { args: { showErrors: true } };

/** [S7.47] The closest stores to 69003, the first one chosen. */
export const StoreSearchResults: Story = {
  args: {
    values: { ...emptyListFormValues(), title: 'La liste de Léa', contactStoreCode: 'S003' },
    store: {
      ...idleStore,
      postalCode: '69003',
      status: 'done',
      stores: lyonStores,
      selectedLabel: 'Lyon Part-Dieu, 69003 Lyon',
    },
  },
};

/** [S2.38] Editing a list: set as default and delete are offered. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    values: editedValues,
    isDefault: false,
    store: { ...idleStore, selectedLabel: 'Paris Vaugirard, 75015 Paris' },
    onSetDefault: noop,
    onDelete: noop,
  },
};

/** Saving: the button is busy. */
export const Saving: Story = {
  args: { ...Edit.args, mode: 'edit', values: editedValues, saving: true },
};

/** [S8.2] The server refused the creation: its message is shown. */
export const ServerError: Story = {
  args: {
    values: { ...editedValues },
    serverError: "La liste de naissance n'est pas disponible dans votre pays.",
  },
};
