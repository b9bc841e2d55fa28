import { ThemeProvider } from '@ldn/ui-kit';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';
import { item } from './test/fixtures';

describe('ProductCard', () => {
  it('[S3.7] a group gift card says what relatives funded of its price', () => {
    render(
      <ThemeProvider>
        <MemoryRouter>
          <ProductCard
            listId="demo00parent"
            showPrivateMark={false}
            item={item({
              codeAx: '30000042',
              productName: 'Poussette trio',
              quantity: 1,
              quantityOfContributedItems: 0,
              prices: { amount: 30000, display: '300,00 €' },
              isGroupGift: true,
              groupGift: {
                targetAmount: 30000,
                fundedAmount: 12000,
                inProgressAmount: 0,
                remainingAmount: 18000,
              },
            })}
          />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('article', { name: 'Poussette trio' })).toHaveTextContent(
      /Cadeau commun : 120,00\s€ financés sur 300,00\s€/,
    );
  });
});
