import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { ProductAddedPopup, type ProductAddedPopupProps } from './product-added-popup';

const props = (overrides: Partial<ProductAddedPopupProps> = {}): ProductAddedPopupProps => ({
  open: true,
  onClose: vi.fn(),
  productName: 'Poussette Trio',
  comment: '',
  indispensable: false,
  isPrivate: false,
  onCommentChange: vi.fn(),
  onIndispensableChange: vi.fn(),
  onPrivateChange: vi.fn(),
  saveStatus: 'idle',
  onGoToList: vi.fn(),
  onAddAnother: vi.fn(),
  onConfirm: vi.fn(),
  ...overrides,
});

describe('ProductAddedPopup', () => {
  it('[S2.50] [S4.11] says the product was added and offers its three ways out', async () => {
    const handlers = props();
    const { user } = renderWithProviders(<ProductAddedPopup {...handlers} />);
    expect(
      screen.getByRole('dialog', { name: 'Produit ajouté à votre liste' }),
    ).toHaveAccessibleDescription('Poussette Trio');
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Voir ma liste' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un autre produit' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(handlers.onGoToList).toHaveBeenCalledOnce();
    expect(handlers.onAddAnother).toHaveBeenCalledOnce();
    expect(handlers.onConfirm).toHaveBeenCalledOnce();
  });

  it('[S4.11] [S2.44] reports each toggle at once', async () => {
    const handlers = props({ indispensable: true });
    const { user } = renderWithProviders(<ProductAddedPopup {...handlers} />);
    const indispensable = screen.getByRole('switch', { name: 'Indispensable' });
    expect(indispensable).toBeChecked();
    await user.click(indispensable);
    expect(handlers.onIndispensableChange).toHaveBeenCalledWith(false);
    const privateSwitch = screen.getByRole('switch', { name: 'Privé' });
    expect(privateSwitch).toHaveAccessibleDescription(
      'Un produit privé n’est visible que par vous.',
    );
    await user.click(privateSwitch);
    expect(handlers.onPrivateChange).toHaveBeenCalledWith(true);
  });

  it('[S4.11] [S5.6] reports the comment when the field is left, with its counter', async () => {
    const handlers = props();
    const { user } = renderWithProviders(<ProductAddedPopup {...handlers} />);
    const comment = screen.getByRole('textbox', { name: 'Commentaire' });
    await user.type(comment, 'Couleur grise');
    expect(screen.getByText('13/255')).toBeInTheDocument();
    expect(handlers.onCommentChange).not.toHaveBeenCalled();
    await user.tab();
    expect(handlers.onCommentChange).toHaveBeenCalledWith('Couleur grise');
  });

  it('[S4.11] does not report a comment left unchanged', async () => {
    const handlers = props({ comment: 'Déjà là' });
    const { user } = renderWithProviders(<ProductAddedPopup {...handlers} />);
    await user.click(screen.getByRole('textbox', { name: 'Commentaire' }));
    await user.tab();
    expect(handlers.onCommentChange).not.toHaveBeenCalled();
  });

  it("[S4.11] says 'Enregistrement...' then 'Enregistré' in a status", () => {
    const { rerender } = renderWithProviders(
      <ProductAddedPopup {...props({ saveStatus: 'saving' })} />,
    );
    const status = screen.getAllByRole('status').find((node) => node.tagName === 'P');
    expect(status).toHaveTextContent('Enregistrement...');
    rerender(<ProductAddedPopup {...props({ saveStatus: 'saved' })} />);
    expect(status).toHaveTextContent('Enregistré');
    rerender(<ProductAddedPopup {...props({ saveStatus: 'error' })} />);
    expect(status).toHaveTextContent('L’enregistrement a échoué, veuillez réessayer.');
  });
});
