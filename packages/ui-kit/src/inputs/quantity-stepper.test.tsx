import { quantityBounds, WANTED_QUANTITY_BOUNDS, type QuantityBounds } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { QuantityStepper } from './quantity-stepper';

function Controlled({ bounds, initial }: { bounds: QuantityBounds; initial: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper value={value} onChange={setValue} bounds={bounds} />;
}

const decrease = () => screen.getByRole('button', { name: 'Diminuer la quantité' });
const increase = () => screen.getByRole('button', { name: 'Augmenter la quantité' });
const value = () => screen.getByRole('spinbutton', { name: 'Quantité' });

describe('QuantityStepper', () => {
  it('[S5.5] steps between the bounds and disables − at the minimum', async () => {
    const { user, container } = renderWithProviders(
      <Controlled bounds={quantityBounds({ wanted: 5, gifted: 1, inCart: 1 })} initial={1} />,
    );
    expect(decrease()).toBeDisabled();
    expect(value()).toHaveValue(1);
    await user.click(increase());
    expect(value()).toHaveValue(2);
    expect(decrease()).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('[S5.5] caps at the remaining quantity (wanted − gifted − in cart) and disables +', async () => {
    const { user } = renderWithProviders(
      <Controlled bounds={quantityBounds({ wanted: 5, gifted: 1, inCart: 1 })} initial={2} />,
    );
    await user.click(increase());
    expect(value()).toHaveValue(3);
    expect(increase()).toBeDisabled();
    await user.click(increase());
    expect(value()).toHaveValue(3);
  });

  it('[S5.5] [S9.5] never goes above 99', async () => {
    const { user } = renderWithProviders(
      <Controlled bounds={WANTED_QUANTITY_BOUNDS} initial={98} />,
    );
    await user.click(increase());
    expect(value()).toHaveValue(99);
    expect(increase()).toBeDisabled();
  });

  it('[S5.5] brings a typed value back within the bounds', async () => {
    const { user } = renderWithProviders(
      <Controlled bounds={WANTED_QUANTITY_BOUNDS} initial={3} />,
    );
    await user.clear(value());
    await user.type(value(), '250');
    await user.tab();
    expect(value()).toHaveValue(99);
    await user.clear(value());
    await user.type(value(), '0{Enter}');
    expect(value()).toHaveValue(1);
  });

  it('[S5.5] steps with the arrow keys, within the bounds', async () => {
    const { user } = renderWithProviders(
      <Controlled bounds={WANTED_QUANTITY_BOUNDS} initial={2} />,
    );
    value().focus();
    await user.keyboard('{ArrowUp}');
    expect(value()).toHaveValue(3);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(value()).toHaveValue(1);
  });

  it('[S5.5] is disabled when nothing remains', () => {
    renderWithProviders(
      <Controlled bounds={quantityBounds({ wanted: 2, gifted: 2, inCart: 0 })} initial={0} />,
    );
    expect(decrease()).toBeDisabled();
    expect(increase()).toBeDisabled();
    expect(value()).toBeDisabled();
  });
});
