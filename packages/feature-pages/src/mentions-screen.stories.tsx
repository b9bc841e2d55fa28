import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LEGAL_DETAILS } from './mentions-content';
import { MentionsScreen } from './mentions-screen';

const meta = {
  title: 'feature-pages/MentionsScreen',
  component: MentionsScreen,
} satisfies Meta<typeof MentionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholders, each marked 'à compléter', until the retailer gives its details. */
export const Placeholders: Story = {};

/** With a retailer's details filled in (fictional values). */
export const Filled: Story = {
  args: {
    details: {
      ...DEFAULT_LEGAL_DETAILS,
      publisherName: 'Exemple Puériculture SAS',
      publisherLegalForm: 'société par actions simplifiée au capital de 1 000 000 €',
      publisherRegistration: 'RCS Paris 000 000 000',
      publisherVatNumber: 'FR00 000000000',
      publisherAddress: '1 rue de l’Exemple, 75001 Paris',
      publisherPhone: '01 00 00 00 00',
      contactEmail: 'contact@exemple.example',
      publicationDirector: 'Mme Claire Exemple, présidente',
      hostName: 'Hébergeur Exemple SAS',
      hostAddress: '2 avenue de l’Exemple, 69000 Lyon',
      hostPhone: '04 00 00 00 00',
      dpoContact: 'dpo@exemple.example',
      lastUpdate: '01/01/2026',
    },
  },
};
