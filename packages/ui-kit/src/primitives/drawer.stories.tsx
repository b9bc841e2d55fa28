import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';
import { Drawer } from './drawer';

const meta = {
  title: 'ui-kit/Primitives/Drawer',
  component: Drawer,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Filtres',
    children: <p>Le contenu du tiroir.</p>,
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheLeft: Story = {};
export const FromTheRight: Story = { args: { side: 'right' } };
export const Closed: Story = { args: { open: false, trigger: <Button>Ouvrir</Button> } };
