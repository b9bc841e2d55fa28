import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_DETAILS, type LegalDetails } from './mentions-content';
import { MentionsScreen } from './mentions-screen';
import { expectNoAxeViolations } from './test/axe';
import { renderWithProviders } from './test/render';

describe('MentionsScreen', () => {
  it('[S2.20] shows every part of the legal notices, each a named region', async () => {
    const { container } = renderWithProviders(<MentionsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    for (const name of [
      'Éditeur du site',
      'Directeur de la publication',
      'Hébergement',
      'Propriété intellectuelle',
      'Données personnelles',
      'Exercer vos droits',
      'Cookies',
      'Droit applicable',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);
  });

  it('[S2.20] lists the GDPR rights and points to the CNIL in a new tab', () => {
    renderWithProviders(<MentionsScreen />);
    const rights = within(screen.getByRole('region', { name: 'Données personnelles' }));
    expect(rights.getAllByRole('listitem')).toHaveLength(6);
    expect(rights.getByText(/droit d'accès et de rectification/)).toBeInTheDocument();
    const cnil = screen.getByRole('link', { name: 'www.cnil.fr (nouvel onglet)' });
    expect(cnil).toHaveAttribute('href', 'https://www.cnil.fr');
    expect(cnil).toHaveAttribute('target', '_blank');
  });

  it('[S2.20] marks what the retailer has not filled in yet', () => {
    renderWithProviders(<MentionsScreen />);
    const publisher = screen.getByRole('region', { name: 'Éditeur du site' });
    expect(publisher).toHaveTextContent('Le distributeur (raison sociale)');
    expect(publisher).toHaveTextContent('[à compléter : adresse du siège social]');
  });

  it("[S2.20] shows the retailer's own details when given", () => {
    const details: LegalDetails = {
      ...DEFAULT_LEGAL_DETAILS,
      publisherName: 'Exemple Puériculture SAS',
      hostName: 'Hébergeur Exemple SAS',
      publicationDirector: 'Mme Claire Exemple, présidente',
    };
    renderWithProviders(<MentionsScreen details={details} />);
    expect(screen.getByRole('region', { name: 'Éditeur du site' })).toHaveTextContent(
      'Exemple Puériculture SAS',
    );
    expect(screen.getByRole('region', { name: 'Hébergement' })).toHaveTextContent(
      'Hébergeur Exemple SAS',
    );
    expect(screen.getByRole('region', { name: 'Directeur de la publication' })).toHaveTextContent(
      'Mme Claire Exemple, présidente',
    );
  });
});
