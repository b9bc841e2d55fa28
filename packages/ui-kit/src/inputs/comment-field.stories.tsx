import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CommentField } from './comment-field';
import { controlledRender } from './controlled-story';

const meta = {
  title: 'ui-kit/Inputs/CommentField',
  component: CommentField,
  render: controlledRender(CommentField),
  args: { value: '', onValueChange: fn() },
} satisfies Meta<typeof CommentField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { value: 'Merci à tous' } };
export const Full: Story = { args: { value: 'a'.repeat(255) } };
