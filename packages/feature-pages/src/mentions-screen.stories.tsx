import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_LEGAL_DETAILS } from './mentions-content';
import { MentionsScreen } from './mentions-screen';

/** The page reads the address's hash, so each story runs in a memory router at its address. */
const atAddress =
  (path: string): Decorator =>
  (Story) => (
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <Story /> }], { initialEntries: [path] })}
    />
  );

const meta = {
  title: 'feature-pages/MentionsScreen',
  component: MentionsScreen,
  decorators: [atAddress('/mentions')],
} satisfies Meta<typeof MentionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.20] [S2.48] The legal notices and the footer's legal pages, with the table of contents. */
export const Default: Story = {};

/** [S2.48] [S2.61] Opened from the footer's 'Droit de rétractation' link: that part in view. */
export const WithdrawalRight: Story = {
  decorators: [atAddress('/mentions#droit-de-retractation')],
};

/** [S2.48] [S9.11] Opened from the footer's 'Données personnelles' link. */
export const PersonalData: Story = { decorators: [atAddress('/mentions#donnees-personnelles')] };

/** With another retailer's details (fictional values). */
export const OtherRetailer: Story = {
  args: {
    details: {
      ...DEFAULT_LEGAL_DETAILS,
      publisherName: 'Autre Enseigne SA',
      publisherLegalForm: 'société anonyme au capital de 2 500 000 €',
      publisherRegistration: 'RCS Lyon 000 000 001',
      publicationDirector: 'M. Paul Exemple, directeur général',
    },
  },
};
