import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'ui-kit/Primitives/Button',
  component: Button,
  args: { children: 'Ajouter au panier', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Annuler' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Ajouter un autre produit' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Supprimer' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
