import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { Checkbox, CHECKBOX_BOX_PX, type CheckboxProps } from './checkbox';

function Controlled(props: Partial<CheckboxProps> & { readonly initial?: boolean }) {
  const [checked, setChecked] = useState(props.initial ?? false);
  return (
    <Checkbox
      label="Produits indispensables"
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange?.(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('[S3.10] a check box named by its label; clicking the label toggles it', async () => {
    const onCheckedChange = vi.fn();
    const { user, container } = renderWithProviders(
      <Controlled onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Produits indispensables' });
    expect(box).not.toBeChecked();
    await expectNoAxeViolations(container);
    await user.click(screen.getByText('Produits indispensables'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await expectNoAxeViolations(container);
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('the space key toggles it, as a native check box', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Produits indispensables' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('its hint is its description', async () => {
    const { container } = renderWithProviders(
      <Controlled label="Liste privée" hint="Seuls vos proches la voient." />,
    );
    expect(screen.getByRole('checkbox', { name: 'Liste privée' })).toHaveAccessibleDescription(
      'Seuls vos proches la voient.',
    );
    await expectNoAxeViolations(container);
  });

  it('disabled: not toggled by a click, and still axe-clean', async () => {
    const onCheckedChange = vi.fn();
    const { user, container } = renderWithProviders(
      <Controlled disabled initial onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Produits indispensables' });
    expect(box).toBeDisabled();
    await user.click(screen.getByText('Produits indispensables'));
    expect(box).toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('[WCAG 2.5.8] the box is a fixed 24 x 24 px that a long label cannot squeeze', () => {
    renderWithProviders(<Controlled label={'Produits indispensables '.repeat(20)} />);
    const style = getComputedStyle(screen.getByRole('checkbox'));
    expect(CHECKBOX_BOX_PX).toBeGreaterThanOrEqual(24);
    expect(style.width).toBe(`${CHECKBOX_BOX_PX}px`);
    expect(style.minWidth).toBe(`${CHECKBOX_BOX_PX}px`);
    expect(style.height).toBe(`${CHECKBOX_BOX_PX}px`);
    expect(style.flex).toMatch(/^none|0 0 auto$/);
  });
});
