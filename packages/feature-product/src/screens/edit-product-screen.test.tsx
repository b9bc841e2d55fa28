import { errorToastMessages, screenMessages, successToastMessages } from '@ldn/domain';
import { toast } from '@ldn/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/test-kit';
import {
  CODE,
  LIST_ID,
  makeGroupGiftItem,
  makeItem,
  makeProduct,
  STAFF_PROFILE,
} from '../test/fixtures';
import { PROFILE_PATH, renderWithProviders, type FakeRoutes } from '../test/render';
import { EditProductScreen } from './edit-product-screen';

const ITEM = `GET /ldn/public/v1/getItemByCompanyAndCodeAxAndListId/aufr/${CODE}/${LIST_ID}`;
const PRODUCT = `GET /ldn/public/v1/getProductByCompanyAndCodeAx/aufr/${CODE}`;
const UPDATE = `PATCH /ldn/v1/updateItemByCompanyAndCodeAxAndListId/aufr/${LIST_ID}/${CODE}`;
const REMOVE = `DELETE /ldn/v1/removeItemByItemAxIdAndListId/aufr/${LIST_ID}/${CODE}`;
const OUT = {
  availability: 'PERMANENTLY_OUT_OF_STOCK',
  stockAvailability: 'PERMANENTLY_OUT_OF_STOCK',
} as const;

function show(api: FakeRoutes = {}, barShowsAction = false) {
  return renderWithProviders(<EditProductScreen barShowsAction={barShowsAction} />, {
    path: '/product/:id/:productId/edit',
    url: `/product/${LIST_ID}/${CODE}/edit`,
    api: {
      [ITEM]: { body: makeItem({ quantityOfContributedItems: 0 }) },
      [PRODUCT]: { body: makeProduct() },
      ...api,
    },
  });
}

const save = () => screen.getByRole('button', { name: 'Enregistrer les modifications' });
const choices = () => within(screen.getByRole('group', { name: 'Pour ma liste' }));
const MARK = `PATCH /ldn/v1/updateReceivedElsewhereByCompanyAndCodeAxAndListId/aufr/${LIST_ID}/${CODE}`;
const receivedSection = async () =>
  within(await screen.findByRole('region', { name: 'Reçu ailleurs' }));

describe('EditProductScreen', () => {
  it('[S2.11] [S2.44] the form starts from the item as saved', async () => {
    const { container } = show();
    expect(await screen.findByRole('spinbutton', { name: 'Quantité souhaitée' })).toHaveValue(3);
    expect(screen.getByRole('textbox', { name: 'Commentaire' })).toHaveValue(
      'Pour nos promenades au parc !',
    );
    expect(screen.getByText('29/255')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Indispensable' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Privé' })).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('[S2.11] [S8.1] saving sends the changes, says PRODUCT_EDITED and goes back to the list', async () => {
    const { user, server } = show({ [UPDATE]: { body: makeItem() } });
    await user.click(await screen.findByRole('switch', { name: 'Privé' }));
    await user.click(choices().getByRole('button', { name: 'Diminuer la quantité' }));
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/list/${LIST_ID}/detenteur#produit-${CODE}`,
      ),
    );
    expect(server.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      quantity: 2,
      message: 'Pour nos promenades au parc !',
      priority: true,
      hidden: true,
    });
    expect(toast.current()?.message).toBe(successToastMessages.PRODUCT_EDITED);
  });

  it("[S2.56] the bar's 'saveChanges' saves, and the page drops its own button", async () => {
    const { actions, server } = show({ [UPDATE]: { body: makeItem() } }, true);
    await screen.findByRole('spinbutton', { name: 'Quantité souhaitée' });
    expect(
      screen.queryByRole('button', { name: 'Enregistrer les modifications' }),
    ).not.toBeInTheDocument();
    expect(actions.run('saveChanges')).toBe(true);
    await waitFor(() => expect(server.calls()).toContain(UPDATE));
  });

  it('[S5.4] [S8.2] below the gifted count: set back to it, CANT_REDUCE_QUANTITY, nothing sent', async () => {
    const { user, server } = show({
      [ITEM]: { body: makeItem({ quantityOfContributedItems: 2 }) },
    });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantité souhaitée' });
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.tab();
    await user.click(save());
    expect(quantity).toHaveValue(2);
    expect(toast.current()?.message).toBe(errorToastMessages.CANT_REDUCE_QUANTITY);
    expect(server.calls()).not.toContain(UPDATE);
  });

  it("[S5.4] the server's refusal sets the quantity it gives back", async () => {
    const { user } = show({
      [UPDATE]: {
        status: 409,
        body: {
          status: 409,
          code: 'CANT_REDUCE_QUANTITY',
          message: 'x',
          quantityOfContributedItems: 0,
          quantity: 2,
        },
      },
    });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantité souhaitée' });
    await user.click(choices().getByRole('button', { name: 'Diminuer la quantité' }));
    await user.click(choices().getByRole('button', { name: 'Diminuer la quantité' }));
    await user.click(save());
    await waitFor(() => expect(quantity).toHaveValue(2));
    expect(toast.current()?.message).toBe(errorToastMessages.CANT_REDUCE_QUANTITY);
  });

  it('[S4.2] [S8.3] permanently out of stock: no edit, with the message', async () => {
    const { container } = show({
      [ITEM]: { body: makeItem({ ...OUT, quantityOfContributedItems: 0 }) },
    });
    expect(
      await screen.findByText(screenMessages.CANT_EDIT_PERMANENTLY_OUT_OF_STOCK),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantité souhaitée' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Commentaire' })).toBeDisabled();
    expect(save()).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('[S6.4] staff save whatever the stock', async () => {
    show({ [PROFILE_PATH]: { body: STAFF_PROFILE }, [ITEM]: { body: makeItem({ ...OUT }) } });
    expect(
      await screen.findByText('En tant que conseiller, vous pouvez agir quel que soit le stock.'),
    ).toBeInTheDocument();
    expect(save()).toBeEnabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantité souhaitée' })).toBeEnabled();
  });

  it('[S4.2] [S8.3] no removal once contributed or while a purchase is in progress', async () => {
    show({ [ITEM]: { body: makeItem({ quantityOfContributedItems: 1 }) } });
    expect(await screen.findByText(screenMessages.CANT_REMOVE_PRODUCT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer de ma liste' })).toBeDisabled();
  });

  it('[S4.2] a purchase in progress also blocks the removal', async () => {
    show({
      [ITEM]: { body: makeItem({ quantityOfContributedItems: 0, isPurchaseInProgress: true }) },
    });
    expect(await screen.findByRole('button', { name: 'Retirer de ma liste' })).toBeDisabled();
  });

  it('[S7.16] the owner removes the product after confirming', async () => {
    const { user, server } = show({ [REMOVE]: { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Retirer de ma liste' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer ce produit de votre liste ?' });
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer le produit' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/list/${LIST_ID}/detenteur`),
    );
    expect(server.calls()).toContain(REMOVE);
    expect(toast.current()?.message).toBe('Le produit a bien été retiré de votre liste.');
  });

  it('[S3.7] received elsewhere: the owner sets the units and saves them apart from the choices', async () => {
    const { user, server, container } = show({
      [ITEM]: { body: makeItem({ quantityOfContributedItems: 1 }) },
      [MARK]: {
        body: makeItem({ quantityOfContributedItems: 3, quantityReceivedElsewhere: 2 }),
      },
    });
    const section = await receivedSection();
    expect(
      section.getByText(
        'Vous avez reçu ce produit en dehors de la liste ? Indiquez combien : vos proches le verront comme offert.',
      ),
    ).toBeVisible();
    const stepper = section.getByRole('spinbutton', { name: 'Quantité reçue ailleurs' });
    expect(stepper).toHaveValue(0);
    await expectNoAxeViolations(container);
    const more = section.getByRole('button', { name: 'Augmenter la quantité' });
    await user.click(more);
    await user.click(more);
    // 3 wanted, 1 gifted through the list: at most 2.
    expect(stepper).toHaveValue(2);
    expect(more).toBeDisabled();
    await user.click(section.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toast.current()?.message).toBe(
        'C’est noté : la quantité reçue ailleurs est enregistrée.',
      ),
    );
    expect(server.requests.find((request) => request.method === 'PATCH')).toMatchObject({
      body: { quantity: 2 },
    });
    expect(server.calls()).not.toContain(UPDATE);
    // The owner stays on the page.
    expect(screen.getByTestId('location')).toHaveTextContent(`/product/${LIST_ID}/${CODE}/edit`);
  });

  it('[S3.7] received elsewhere: the saved units show apart from the gifts, and 0 undoes them', async () => {
    const { user, server } = show({
      [ITEM]: { body: makeItem({ quantityOfContributedItems: 3, quantityReceivedElsewhere: 2 }) },
      [MARK]: { body: makeItem({ quantityOfContributedItems: 1, quantityReceivedElsewhere: 0 }) },
    });
    const section = await receivedSection();
    expect(screen.getByText('Offert : 1')).toBeVisible();
    expect(screen.getByText('Reçu ailleurs : 2')).toBeVisible();
    const less = section.getByRole('button', { name: 'Diminuer la quantité' });
    await user.click(less);
    await user.click(less);
    expect(less).toBeDisabled();
    await user.click(section.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'PATCH')).toMatchObject({
        body: { quantity: 0 },
      }),
    );
  });

  it("[S3.7] received elsewhere: the server's refusal is said as it gives it", async () => {
    const refusal =
      'Un achat est en cours pour cet article : vous pouvez indiquer au plus 1 article reçu ailleurs pour l’instant.';
    const { user } = show({
      [ITEM]: { body: makeItem({ quantityOfContributedItems: 0 }) },
      [MARK]: {
        status: 409,
        body: { status: 409, code: 'PURCHASE_IN_PROGRESS', message: refusal },
      },
    });
    const section = await receivedSection();
    await user.click(section.getByRole('button', { name: 'Augmenter la quantité' }));
    await user.click(section.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.current()?.message).toBe(refusal));
  });

  it('[S3.7] received elsewhere: nothing to mark once all is gifted through the list', async () => {
    show({ [ITEM]: { body: makeItem({ quantity: 2, quantityOfContributedItems: 2 }) } });
    const section = await receivedSection();
    expect(
      section.getByText(
        'Tout ce que vous souhaitiez vous a déjà été offert par vos proches ou est en cours d’achat.',
      ),
    ).toBeVisible();
    expect(section.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });

  it('[S6.4] received elsewhere is not offered to staff (the family’s word)', async () => {
    show({ [PROFILE_PATH]: { body: STAFF_PROFILE } });
    await screen.findByRole('spinbutton', { name: 'Quantité souhaitée' });
    expect(screen.queryByRole('region', { name: 'Reçu ailleurs' })).not.toBeInTheDocument();
  });

  it('[S7.16] cancelling the removal keeps the product', async () => {
    const { user, server } = show();
    await user.click(await screen.findByRole('button', { name: 'Retirer de ma liste' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls()).not.toContain(REMOVE);
  });

  describe('the "Cadeau commun" switch', () => {
    const GROUP = `PATCH /ldn/v1/updateGroupGiftByCompanyAndCodeAxAndListId/aufr/${LIST_ID}/${CODE}`;

    it('[S3.7] [S6.3] the owner makes a product of 100 € or more a group gift, saved at once', async () => {
      const { user, server, container } = show({
        [ITEM]: { body: makeItem({ quantity: 1, quantityOfContributedItems: 0 }) },
        [GROUP]: { body: makeGroupGiftItem({ groupGift: undefined }) },
      });
      const groupSwitch = await screen.findByRole('switch', { name: 'Cadeau commun' });
      expect(groupSwitch).not.toBeChecked();
      await expectNoAxeViolations(container);
      await user.click(groupSwitch);
      await waitFor(() =>
        expect(toast.current()?.message).toBe(
          'C’est noté : ce produit est maintenant un cadeau commun.',
        ),
      );
      expect(server.requests.find((request) => request.method === 'PATCH')).toMatchObject({
        body: { isGroupGift: true },
      });
      expect(server.calls()).not.toContain(UPDATE);
    });

    it('no switch below the price floor', async () => {
      show({
        [ITEM]: {
          body: makeItem({ quantityOfContributedItems: 0, prices: { amount: 9999, display: '' } }),
        },
      });
      await screen.findByRole('spinbutton', { name: 'Quantité souhaitée' });
      expect(screen.queryByRole('switch', { name: 'Cadeau commun' })).not.toBeInTheDocument();
    });

    it('once relatives gave parts, the switch is locked and says why', async () => {
      show({ [ITEM]: { body: makeGroupGiftItem() } });
      const groupSwitch = await screen.findByRole('switch', { name: 'Cadeau commun' });
      expect(groupSwitch).toBeChecked();
      expect(groupSwitch).toBeDisabled();
      // [S4.2] Parts given: the product cannot be removed either.
      expect(screen.getByRole('button', { name: 'Retirer de ma liste' })).toBeDisabled();
      expect(
        screen.getByText(
          'Des proches participent déjà à ce cadeau commun : il le reste jusqu’à la clôture de votre liste.',
        ),
      ).toBeVisible();
    });

    it("the server's refusal is said as it gives it", async () => {
      const message =
        'Un cadeau commun porte sur un seul exemplaire : la quantité souhaitée doit être 1.';
      const { user } = show({
        [GROUP]: { status: 400, body: { status: 400, code: 'GROUP_GIFT_ONE_UNIT', message } },
      });
      await user.click(await screen.findByRole('switch', { name: 'Cadeau commun' }));
      await waitFor(() => expect(toast.current()?.message).toBe(message));
    });
  });
});
