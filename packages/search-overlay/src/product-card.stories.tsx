import { ThemeProvider } from '@ldn/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pictureOf } from './fake-catalogue';
import { ProductCard } from './product-card';

const product = {
  id: '01234567',
  as400: 'A01234567',
  title: 'Poussette citadine Lune',
  brand: 'Petit Nid',
  priceCents: 24_990,
  imageLink: pictureOf('Poussette', 200),
  link: null,
  variants: [{ id: '01234567', size: 'Taille unique', color: 'Gris chiné' }],
  availability: 'AVAILABLE',
} as const;

const meta = {
  title: 'search-overlay/ProductCard',
  component: ProductCard,
  args: { product, onView: fn(), onAdd: fn() },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <div style={{ width: 200 }}>
          <Story />
        </div>
      </ThemeProvider>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.49] A product with its price in euros. */
export const WithPrice: Story = {};
/** [S2.49] 'Prix indisponible'. */
export const PriceUnavailable: Story = { args: { product: { ...product, priceCents: null } } };
/** [S2.49] 'Existe en plusieurs tailles'. */
export const SeveralSizes: Story = {
  args: {
    product: {
      ...product,
      variants: [
        { id: '1', size: '1 mois', color: 'Blanc' },
        { id: '2', size: '3 mois', color: 'Blanc' },
      ],
    },
  },
};
/** Without picture or brand. */
export const Minimal: Story = { args: { product: { ...product, imageLink: null, brand: null } } };
/** [S3.9] [S6.4] Out of stock: 'Indisponible', and 'Ajouter à ma liste' disabled. */
export const Unavailable: Story = {
  args: { product: { ...product, availability: 'UNAVAILABLE' } },
};
/** [S3.9] [S6.4] Permanently out of stock: 'Définitivement en rupture', not addable. */
export const PermanentlyOutOfStock: Story = {
  args: { product: { ...product, availability: 'PERMANENTLY_OUT_OF_STOCK' } },
};
/** [S6.4] Staff add whatever the stock: the button stays enabled. */
export const UnavailableForStaff: Story = {
  args: { product: { ...product, availability: 'UNAVAILABLE' }, staff: true },
};
