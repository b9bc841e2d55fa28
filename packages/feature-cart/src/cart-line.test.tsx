import { ThemeProvider } from '@ldn/ui-kit';
import { expectNoAxeViolations } from '@ldn/test-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartLine } from './cart-line';
import { partEntry } from './test/fixtures';

describe('CartLine', () => {
  it('[S3.11] a part of a group gift shows its amount, no quantity, and can be removed', async () => {
    const onRemove = vi.fn();
    const { container } = render(
      <ThemeProvider>
        <CartLine
          entry={partEntry(4250)}
          onQuantityChange={vi.fn()}
          onRemove={onRemove}
          busy={false}
        />
      </ThemeProvider>,
    );
    const line = screen.getByRole('article', { name: 'Poussette trio' });
    expect(line).toHaveTextContent('Participation à un cadeau commun');
    expect(line).toHaveTextContent(/Votre participation : 42,50\s€/);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Retirer/ }));
    expect(onRemove).toHaveBeenCalledWith('10000789');
    await expectNoAxeViolations(container);
  });
});
