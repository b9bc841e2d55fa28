import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ReceivedElsewhereForm, type ReceivedElsewhereFormProps } from './received-elsewhere-form';

function Stateful(props: Omit<ReceivedElsewhereFormProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <ReceivedElsewhereForm {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'feature-product/ReceivedElsewhereForm (EditProduct)',
  component: Stateful,
  args: {
    value: 0,
    bounds: { allowed: true, min: 0, max: 3 },
    onSave: () => undefined,
    saving: false,
  },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing received elsewhere yet: 0 to 3. */
export const NothingYet: Story = {};

/** Two units received elsewhere, one gifted through the list: at most 2. */
export const TwoReceived: Story = { args: { value: 2, bounds: { allowed: true, min: 0, max: 2 } } };

/** Everything was gifted through the list (or is being bought): nothing to mark. */
export const NothingLeft: Story = { args: { bounds: { allowed: true, min: 0, max: 0 } } };

/** Saving. */
export const Saving: Story = { args: { value: 1, saving: true } };
