import { ContributionPopup } from '@ldn/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** The popup the cart's host opens ([S2.59]), in its error states ([S5.2]). */
const meta = {
  title: 'feature-cart/ContributionPopupErrors',
  component: ContributionPopup,
  args: { open: true, onCancel: fn(), onSubmit: fn() },
} satisfies Meta<typeof ContributionPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const typeAndSubmit = async (canvasElement: HTMLElement, amount: string) => {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.type(await page.findByRole('textbox'), amount);
  await userEvent.click(page.getByRole('button', { name: 'Participer' }));
  return page;
};

/** [S5.2] 'Le montant minimum est de 5€.' */
export const BelowMinimum: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await typeAndSubmit(canvasElement, '4');
    await expect(page.getByText('Le montant minimum est de 5€.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** [S5.2] 'Le montant maximum est de 10 000€.' */
export const AboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    const page = await typeAndSubmit(canvasElement, '10001');
    await expect(page.getByText('Le montant maximum est de 10 000€.')).toBeVisible();
  },
};

/** [S2.59] The amount is being added to the cart. */
export const Adding: Story = { args: { loading: true } };
