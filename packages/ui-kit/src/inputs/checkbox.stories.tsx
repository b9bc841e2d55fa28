import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './checkbox';

function Controlled(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onCheckedChange={setChecked} />;
}

const meta = {
  title: 'ui-kit/Inputs/Checkbox',
  component: Checkbox,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Produits indispensables', checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const WithHint: Story = {
  args: { label: 'Liste privée', hint: 'Seuls les proches qui ont le lien la voient.' },
};
export const Disabled: Story = { args: { checked: true, disabled: true, label: 'Moins de 20 €' } };
/** A long label wraps beside the box; the box stays 24 x 24 px. */
export const LongLabel: Story = {
  args: { label: 'Recevoir un e-mail à chaque participation de mes proches à la cagnotte' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
