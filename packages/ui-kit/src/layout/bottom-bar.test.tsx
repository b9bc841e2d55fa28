import { bottomBarFor, formatEuros, listBarFor, type BottomBarContext } from '@ldn/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { closedList, collapsed, ownList, parent, seller, someoneElsesList } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { BottomBar } from './bottom-bar';

const context = (overrides: Partial<BottomBarContext>): BottomBarContext => ({
  routeName: 'Home',
  isMobile: true,
  user: parent,
  menuOpen: false,
  externalProductsOpen: false,
  listPhase: 'published',
  productPermanentlyOutOfStock: false,
  ...overrides,
});

describe('BottomBar', () => {
  it('[S2.58] renders nothing when the domain gives no bar', () => {
    const variant = bottomBarFor(context({ isMobile: false }));
    const { container } = renderWithProviders(
      <BottomBar variant={variant} user={parent} onAction={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('[S2.52] shows the create-list button on Home and reports its action', async () => {
    const onAction = vi.fn();
    const variant = bottomBarFor(context({ routeName: 'Home' }));
    const { user, container } = renderWithProviders(
      <BottomBar variant={variant} user={parent} onAction={onAction} />,
    );
    await user.click(screen.getByRole('button', { name: 'Créer une nouvelle liste' }));
    expect(onAction).toHaveBeenCalledWith('createList');
    await expectNoAxeViolations(container);
  });

  it('[S2.59] shows the list bar links with the wallet amount in euros', async () => {
    const variant = bottomBarFor(context({ routeName: 'ListByIdOwner' }));
    const listBar = listBarFor({ user: parent, list: ownList });
    const { container } = renderWithProviders(
      <BottomBar variant={variant} user={parent} listBar={listBar} onAction={() => {}} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Actions de la page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/list/L42/detenteur',
      '/list/L42/partage',
      '/list/L42/activite',
      '/list/L42/cagnotte',
    ]);
    expect(screen.getByRole('link', { name: /^Cagnotte/ })).toHaveTextContent(
      collapsed(`Cagnotte${formatEuros(125_000)}`),
    );
    expect(formatEuros(125_000)).toBe('1\u202f250,00\u00a0€');
    await expectNoAxeViolations(container);
  });

  it('[S2.59] [S4.8] the owner’s Activity link says how many are left to thank', async () => {
    const variant = bottomBarFor(context({ routeName: 'Activity' }));
    const listBar = listBarFor({ user: parent, list: ownList, toThankCount: 3 });
    const { container } = renderWithProviders(
      <BottomBar variant={variant} user={parent} listBar={listBar} onAction={() => {}} />,
    );
    const activity = screen.getByRole('link', { name: 'Activité, 3 à remercier' });
    expect(activity).toHaveAttribute('href', '/list/L42/activite');
    expect(activity).toHaveTextContent(collapsed('Activité3 à remercier'));
    await expectNoAxeViolations(container);
  });

  it('[S2.59] [S6.3] gives a non-owner of a Validée list one participate button', async () => {
    const onAction = vi.fn();
    const variant = bottomBarFor(context({ routeName: 'ListById' }));
    const listBar = listBarFor({ user: parent, list: someoneElsesList });
    const { user } = renderWithProviders(
      <BottomBar variant={variant} user={parent} listBar={listBar} onAction={onAction} />,
    );
    await user.click(screen.getByRole('button', { name: 'Participer à la cagnotte' }));
    expect(onAction).toHaveBeenCalledWith('openContributionPopup');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('[S2.53] reduces the bar of a Cloturée list to My list and Activity', () => {
    const variant = bottomBarFor(context({ routeName: 'Activity', listPhase: 'closed' }));
    expect(variant).toBe('closedListBar');
    const listBar = listBarFor({ user: parent, list: closedList });
    renderWithProviders(
      <BottomBar variant={variant} user={parent} listBar={listBar} onAction={() => {}} />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Ma liste',
      'Activité',
    ]);
  });

  it('[S2.55] on the share page of a Validée list: manage alerts and back to my list', () => {
    const variant = bottomBarFor(context({ routeName: 'ShareListPublished' }));
    renderWithProviders(
      <BottomBar variant={variant} user={parent} listId="L42" isListOwner onAction={() => {}} />,
    );
    expect(screen.getByRole('link', { name: 'Gérer mes alertes' })).toHaveAttribute(
      'href',
      '/parameters',
    );
    expect(screen.getByRole('link', { name: 'Retour à ma liste' })).toHaveAttribute(
      'href',
      '/list/L42/detenteur',
    );
  });

  it('[S2.55] [S2.32] a relative on the share page goes back to the list page he may see', () => {
    const variant = bottomBarFor(context({ routeName: 'ShareListPublished' }));
    renderWithProviders(
      <BottomBar
        variant={variant}
        user={parent}
        listId="L42"
        isListOwner={false}
        onAction={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Retour à ma liste' })).toHaveAttribute(
      'href',
      '/list/L42',
    );
  });

  it.each([
    ['ViewFromList', 'Ajouter au panier', 'addToCart'],
    ['ViewFromSearch', 'Ajouter à ma liste', 'addToList'],
    ['Parameters', 'Enregistrer', 'saveSettings'],
    ['EditProduct', 'Enregistrer les modifications', 'saveChanges'],
  ] as const)('[S2.54] [S2.56] on %s shows %s', async (routeName, label, action) => {
    const onAction = vi.fn();
    const variant = bottomBarFor(context({ routeName }));
    const { user } = renderWithProviders(
      <BottomBar variant={variant} user={parent} onAction={onAction} />,
    );
    await user.click(screen.getByRole('button', { name: label }));
    expect(onAction).toHaveBeenCalledWith(action);
  });

  it('[S2.54] makes its button busy while the action runs', () => {
    const variant = bottomBarFor(context({ routeName: 'ViewFromList' }));
    renderWithProviders(<BottomBar variant={variant} user={parent} loading onAction={() => {}} />);
    const button = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('[S2.54] [S5.5] disables the button of an action its page cannot run, with the reason', async () => {
    const onAction = vi.fn();
    const variant = bottomBarFor(context({ routeName: 'ViewFromList' }));
    const reason = 'Ce produit a déjà été entièrement offert.';
    const { user, container, rerender } = renderWithProviders(
      <BottomBar
        variant={variant}
        user={parent}
        onAction={onAction}
        actionStates={new Map([['addToCart', { disabled: true, busy: false, reason }]])}
      />,
    );
    const button = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    // The page shows the reason; the bar does not repeat it as text.
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    await user.click(button);
    expect(onAction).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    // Something to add again: the button is back, with no stale reason.
    rerender(
      <BottomBar
        variant={variant}
        user={parent}
        onAction={onAction}
        actionStates={new Map([['addToCart', { disabled: false, busy: false }]])}
      />,
    );
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('title');
    expect(button).not.toHaveAccessibleDescription(reason);
    await user.click(button);
    expect(onAction).toHaveBeenCalledWith('addToCart');
  });

  it('[S2.54] makes the button busy while its page runs the action', () => {
    const variant = bottomBarFor(context({ routeName: 'ViewFromList' }));
    renderWithProviders(
      <BottomBar
        variant={variant}
        user={parent}
        onAction={() => {}}
        actionStates={new Map([['addToCart', { disabled: false, busy: true }]])}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('[S2.59] disables the participate button while its page cannot open the popup', () => {
    const variant = bottomBarFor(context({ routeName: 'ListById' }));
    renderWithProviders(
      <BottomBar
        variant={variant}
        user={parent}
        listBar={listBarFor({ user: parent, list: someoneElsesList })}
        onAction={() => {}}
        actionStates={new Map([['openContributionPopup', { disabled: true, busy: false }]])}
      />,
    );
    expect(screen.getByRole('button', { name: 'Participer à la cagnotte' })).toBeDisabled();
  });

  it('[S2.56] [S2.43] shows the cart bar on Cart, with the staff label for staff', async () => {
    const onAction = vi.fn();
    const variant = bottomBarFor(context({ routeName: 'Cart', user: seller }));
    const { user } = renderWithProviders(
      <BottomBar
        variant={variant}
        user={seller}
        cart={{
          totalCents: 4_990,
          validate: {
            entries: [{ code: 'A1', quantity: 1 }],
            isLoading: false,
            contributorEmail: '',
          },
        }}
        onAction={onAction}
      />,
    );
    expect(screen.getByText(collapsed(formatEuros(4_990)))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Valider la transaction' }));
    expect(onAction).toHaveBeenCalledWith('validateCart');
  });
});
