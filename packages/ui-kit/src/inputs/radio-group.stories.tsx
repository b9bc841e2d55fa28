import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from './radio-group';
import { controlledRender } from './controlled-story';

type Who = 'holder' | 'relative' | 'staff';

const meta = {
  title: 'ui-kit/Inputs/RadioGroup',
  component: RadioGroup<Who>,
  render: controlledRender(RadioGroup<Who>),
  args: {
    legend: 'Qui offre ?',
    value: '',
    onValueChange: fn(),
    options: [
      { value: 'holder', label: 'Le détenteur', description: 'Celui qui a créé la liste' },
      { value: 'relative', label: 'Un proche' },
      { value: 'staff', label: 'Le magasin', disabled: true },
    ],
  },
} satisfies Meta<typeof RadioGroup<Who>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const Chosen: Story = { args: { value: 'relative' } };
export const Columns: Story = { args: { value: 'holder', columns: true } };
export const WithError: Story = { args: { error: 'Choisissez une option.' } };
export const Disabled: Story = {
  args: { value: 'holder', disabled: true, note: <p>Le choix est fait.</p> },
};
