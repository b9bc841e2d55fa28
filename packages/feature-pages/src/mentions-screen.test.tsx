import { footerFor, LEGAL_PAGE_ANCHORS } from '@ldn/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { DEFAULT_LEGAL_DETAILS, type LegalDetails } from './mentions-content';
import { MentionsScreen } from './mentions-screen';

const SECTIONS = [
  ['Éditeur du site', 'editeur'],
  ['Directeur de la publication', 'directeur'],
  ['Hébergement', 'hebergeur'],
  ['Propriété intellectuelle', 'propriete'],
  ['Conditions générales de vente', 'conditions-generales-de-vente'],
  ['Droit de rétractation', 'droit-de-retractation'],
  ['Données personnelles', 'donnees-personnelles'],
  ['Modes de livraison', 'modes-de-livraison'],
  ['Moyens de paiement', 'modes-de-paiement'],
  ['Droit applicable', 'droit-applicable'],
] as const;

const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MentionsScreen', () => {
  it('[S2.20] [S2.48] shows every part, each a named region at its stable anchor', async () => {
    const { container } = renderWithProviders(<MentionsScreen />, {
      path: '/mentions',
      routePath: '/mentions',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Sommaire', ...SECTIONS.map(([name]) => name)]);
    for (const [name, id] of SECTIONS) expect(region(name)).toHaveAttribute('id', id);
    await expectNoAxeViolations(container);
  });

  it('[S2.48] [S2.61] every legal link of the footer lands on a part of the page', () => {
    const { container } = renderWithProviders(<MentionsScreen />, {
      path: '/mentions',
      routePath: '/mentions',
    });
    const anchors = (footerFor({ user: null, isMobile: false })?.legal ?? []).flatMap((entry) =>
      entry.kind === 'route' && entry.href.includes('#') ? [entry.href.split('#')[1]] : [],
    );
    expect(anchors).toEqual(Object.values(LEGAL_PAGE_ANCHORS));
    for (const anchor of anchors) {
      expect(container.querySelector(`section#${anchor}, [id="${anchor}"]`)).not.toBeNull();
    }
  });

  it('[S2.48] a table of contents at the top links to every part', () => {
    renderWithProviders(<MentionsScreen />, { path: '/mentions', routePath: '/mentions' });
    const contents = within(screen.getByRole('navigation', { name: 'Sommaire' }));
    expect(
      contents.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(SECTIONS.map(([name, id]) => [name, `/mentions#${id}`]));
  });

  it('[S2.48] [S2.61] an address with a hash brings its part into view and focuses its heading', async () => {
    const scrolled: string[] = [];
    vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this.id);
    });
    const { router } = renderWithProviders(<MentionsScreen />, {
      path: '/mentions#droit-de-retractation',
      routePath: '/mentions',
    });
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Droit de rétractation' }),
      ).toHaveFocus(),
    );
    expect(scrolled).toEqual(['droit-de-retractation']);

    // A footer link followed while the page is shown (same route, new hash).
    await act(() => router.navigate('/mentions#modes-de-paiement'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Moyens de paiement' })).toHaveFocus(),
    );
    expect(scrolled).toEqual(['droit-de-retractation', 'modes-de-paiement']);
  });

  it('[S2.48] an unknown hash leaves the page at the top', async () => {
    const scroll = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    renderWithProviders(<MentionsScreen />, { path: '/mentions#inconnu', routePath: '/mentions' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scroll).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });

  it('[S2.48] general sales terms: service, prices, order, wallet bounds, legal guarantees, mediator', () => {
    renderWithProviders(<MentionsScreen />);
    const terms = within(region('Conditions générales de vente'));
    expect(terms.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Le service Liste de naissance',
      'Produits et prix',
      'Commande',
      'Cagnotte',
      'Paiement, livraison et rétractation',
      'Garanties légales',
      'Service client et médiation',
    ]);
    expect(region('Cagnotte')).toHaveTextContent(
      // jest-dom folds the no-break spaces of the amounts into spaces.
      'Chaque participation à la cagnotte est comprise entre 5 € et 10 000 €.',
    );
    expect(region('Cagnotte')).toHaveTextContent(
      "un bon d'achat égal à 10 % des achats effectués sur leur liste, dès 300 € d'achats cumulés, remis sous forme de bons de 50 € au plus",
    );
    expect(region('Garanties légales')).toHaveTextContent('articles L. 217-3 et suivants');
    expect(
      terms.getByRole('link', { name: 'www.mediation.example (nouvel onglet)' }),
    ).toHaveAttribute('href', 'https://www.mediation.example');
  });

  it('[S2.48] withdrawal right: 14 days, exceptions for hygiene products, and the model form', () => {
    renderWithProviders(<MentionsScreen />);
    expect(region('Droit de rétractation')).toHaveTextContent(
      "vous disposez d'un délai de quatorze jours pour vous rétracter",
    );
    expect(region('Exceptions')).toHaveTextContent('tétines, sucettes, biberons, tire-lait');
    const form = within(region('Formulaire type de rétractation'));
    expect(form.getByText(/Annexe à l’article R\. 221-1 du code de la consommation/)).toBeVisible();
    expect(form.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Commandé le (*)/reçu le (*) :',
      'Nom du (des) consommateur(s) :',
      'Adresse du (des) consommateur(s) :',
      'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
      'Date :',
    ]);
    expect(form.getByText('(*) Rayez la mention inutile.')).toBeVisible();
  });

  it('[S2.48] [S9.11] personal data: controller, purposes with legal bases and durations, rights, CNIL, cookies', () => {
    renderWithProviders(<MentionsScreen />);
    expect(region('Responsable du traitement')).toHaveTextContent(
      'Le responsable du traitement est Exemple Puériculture SAS, 1 rue de l’Exemple, 75001 Paris.',
    );
    expect(
      within(region('Finalités, bases légales et durées de conservation')).getAllByRole('listitem'),
    ).toHaveLength(7);
    const rights = within(region('Vos droits'));
    expect(rights.getAllByRole('listitem')).toHaveLength(6);
    expect(rights.getByRole('link', { name: 'www.cnil.fr (nouvel onglet)' })).toHaveAttribute(
      'href',
      'https://www.cnil.fr',
    );
    const cookies = region('Cookies');
    expect(cookies).toHaveTextContent('principalCookie, l’identifiant du compte connecté');
    expect(cookies).toHaveTextContent('countryUnknown (valeur true ou false)');
  });

  it('[S2.48] [S9.3] delivery: free store pickup, delivery to the store 2,90 € free from 59 €, home', () => {
    renderWithProviders(<MentionsScreen />);
    const delivery = within(region('Modes de livraison'));
    expect(delivery.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Retrait en magasin : gratuit',
      'Livraison aux parents en magasin : 2,90\u00a0€, offerte dès 59\u00a0€',
      'Livraison à domicile',
    ]);
  });

  it('[S2.48] payment: card, wallet, payment in store', () => {
    renderWithProviders(<MentionsScreen />);
    const payment = within(region('Moyens de paiement'));
    expect(payment.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Carte bancaire',
      'Cagnotte de la liste',
      'Paiement en magasin',
    ]);
    expect(payment.getByText(/3-D Secure/)).toBeVisible();
  });

  it("[S2.20] shows the retailer's own details when given", () => {
    const details: LegalDetails = {
      ...DEFAULT_LEGAL_DETAILS,
      publisherName: 'Autre Enseigne SA',
      hostName: 'Autre Hébergeur SAS',
      publicationDirector: 'M. Paul Exemple, directeur général',
    };
    renderWithProviders(<MentionsScreen details={details} />);
    expect(region('Éditeur du site')).toHaveTextContent('Autre Enseigne SA');
    expect(region('Hébergement')).toHaveTextContent('Autre Hébergeur SAS');
    expect(region('Directeur de la publication')).toHaveTextContent(
      'M. Paul Exemple, directeur général',
    );
    expect(region('Responsable du traitement')).toHaveTextContent('Autre Enseigne SA');
  });
});
