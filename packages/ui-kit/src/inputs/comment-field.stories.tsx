import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CommentField, type CommentFieldProps } from './comment-field';

function Controlled(props: CommentFieldProps) {
  const [value, setValue] = useState(props.value);
  return <CommentField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'ui-kit/Inputs/CommentField',
  component: CommentField,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onValueChange: fn() },
} satisfies Meta<typeof CommentField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { value: 'Merci à tous' } };
export const Full: Story = { args: { value: 'a'.repeat(255) } };
