import { errorToastMessages } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UnavailableCountryPopup } from './unavailable-country-popup';

const meta = {
  title: 'ui-kit/Popups/UnavailableCountryPopup',
  component: UnavailableCountryPopup,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof UnavailableCountryPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {};
export const Staff: Story = { args: { message: errorToastMessages.UNAVAILABLE_COUNTRY_STAFF } };
