import { validationMessages } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { PriceField, type PriceFieldProps } from './price-field';

function Controlled(props: Partial<PriceFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <PriceField label="Prix minimum (en euros)" value={value} onValueChange={setValue} {...props} />
  );
}

describe('PriceField', () => {
  it('[S5.15] [S9.1] reads a comma as the decimal separator and reports cents', async () => {
    const onAmountChange = vi.fn();
    const { user, container } = renderWithProviders(<Controlled onAmountChange={onAmountChange} />);
    const input = screen.getByRole('textbox', { name: 'Prix minimum (en euros)' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '12,5');
    expect(onAmountChange).toHaveBeenLastCalledWith(1250);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
  });

  it('[S5.15] reports null for an empty field and undefined for text that is not an amount', async () => {
    const onAmountChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onAmountChange={onAmountChange} />);
    const input = screen.getByRole('textbox');
    await user.type(input, 'a');
    expect(onAmountChange).toHaveBeenLastCalledWith(undefined);
    await user.clear(input);
    expect(onAmountChange).toHaveBeenLastCalledWith(null);
  });

  it('[S5.7] shows its invalid message once left with text that is not an amount', async () => {
    const { user } = renderWithProviders(
      <Controlled invalidMessage={validationMessages.INVALID_MIN_PRICE} />,
    );
    const input = screen.getByRole('textbox');
    await user.type(input, '12,345');
    await user.tab();
    expect(input).toHaveAccessibleDescription(validationMessages.INVALID_MIN_PRICE);
  });

  it('applies a further rule to a readable amount', async () => {
    const { user } = renderWithProviders(
      <Controlled validateAmount={(cents) => (cents > 1000 ? 'Trop cher.' : undefined)} />,
    );
    const input = screen.getByRole('textbox');
    await user.type(input, '10,01');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Trop cher.');
  });
});
