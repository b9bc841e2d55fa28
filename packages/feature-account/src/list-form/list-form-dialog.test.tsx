import type { BirthList } from '@ldn/api-client';
import { errorToastMessages, successToastMessages } from '@ldn/domain';
import type { ToastStore } from '@ldn/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/test-kit';
import { birthList, lyonStores, parentProfile, parisStore } from '../test/fixtures';
import { refusal, renderWithProviders, type FakeApi } from '../test/render';
import { ListFormDialog } from './list-form-dialog';

type Harnessed = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly list: BirthList };

/** The dialog as a page opens it, with a button to open it again. */
function Harness({ toasts, ...rest }: Harnessed & { readonly toasts: ToastStore }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <ListFormDialog {...rest} open={open} onOpenChange={setOpen} toastStore={toasts} />
    </>
  );
}

const baseApi: FakeApi = {
  getUserProfil: parentProfile,
  'getClosestStoresByPostalCode/69003': { stores: lyonStores },
  'getStoreByCompanyAndStoreCode/aufr/S001': parisStore,
};

function renderCreate(api: FakeApi = {}) {
  return renderWithProviders((toasts) => <Harness mode="create" toasts={toasts} />, {
    api: { ...baseApi, ...api },
  });
}

function renderEdit(list = birthList(), api: FakeApi = {}) {
  return renderWithProviders((toasts) => <Harness mode="edit" list={list} toasts={toasts} />, {
    api: { ...baseApi, ...api },
    path: `/list/${list.id}/detenteur`,
    routePath: '/list/:id/detenteur',
  });
}

type Rendered = ReturnType<typeof renderCreate>;

async function chooseLyonStore({ user }: Rendered) {
  await user.type(screen.getByLabelText(/^Code postal/), '69003');
  await user.click(screen.getByRole('button', { name: 'Rechercher' }));
  await user.click(await screen.findByRole('radio', { name: /Lyon Part-Dieu/ }));
}

describe('ListFormDialog, create', () => {
  it('[S2.38] is a dialog titled for the creation, every field labelled, owner from the profile', async () => {
    renderCreate();
    const dialog = screen.getByRole('dialog', { name: 'Créer ma liste de naissance' });
    for (const label of [
      /^Nom de la liste/,
      /^Message de bienvenue/,
      /^Prénom de bébé/,
      'Masquer le prénom à mes proches',
      /^Date de naissance prévue/,
      'Masquer la date à mes proches',
      /^Prénom du co-parent/,
      /^Nom du co-parent/,
      /^Code postal/,
      'Mes proches peuvent faire mettre à disposition leurs cadeaux dans mon magasin de contact',
      /^Garder en brouillon/,
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('radio', { name: /^Publique/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Nuages' })).toBeChecked();
    expect(
      within(dialog).getAllByRole('radio', {
        name: /^(Nuages|Étoiles|Ballons|Feuillage|Clair de lune|Cœurs|Vagues|Soleil|Pois|Montgolfières)$/,
      }),
    ).toHaveLength(10);
    expect(await within(dialog).findByText('Julie Martin')).toBeInTheDocument();
    expect(within(dialog).getByText('Aucun magasin choisi pour l’instant.')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it("[S2.38] [S5.7] [S5.10] blocks the save while required fields are missing, with the spec's messages", async () => {
    const rendered = renderCreate();
    const { user, calls } = rendered;
    await user.click(screen.getByRole('button', { name: 'Créer ma liste' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Votre liste ne peut pas encore être enregistrée : corrigez les champs signalés.',
    );
    const title = screen.getByLabelText(/^Nom de la liste/);
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(
      'Par exemple : La liste de naissance de Léa Ce champ est obligatoire.',
    );
    const postalCode = screen.getByLabelText(/^Code postal/);
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(postalCode).toHaveAccessibleDescription(
      "Nous cherchons les magasins les plus proches de ce code postal. Le choix d'un magasin est obligatoire.",
    );
    expect(calls.filter((call) => call.path.includes('createList'))).toEqual([]);
    await expectNoAxeViolations(document.body);

    // With a name, the store is the first missing field: its postal code gets the focus.
    await user.type(title, 'La liste de Léa');
    await user.click(screen.getByRole('button', { name: 'Créer ma liste' }));
    expect(postalCode).toHaveFocus();
  });

  it('[S5.16] says a birth date that is not dd/MM/yy is wrong once the field is left', async () => {
    const { user } = renderCreate();
    const date = screen.getByLabelText(/^Date de naissance prévue/);
    await user.type(date, '31/02/27');
    expect(date).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(
      'Au format jj/mm/aa, par exemple 14/03/27. La date doit être au format jj/mm/aa.',
    );
  });

  it('[S5.11] [S7.47] checks the postal code (5 digits) before searching the closest stores', async () => {
    const { user, calls } = renderCreate();
    await user.type(screen.getByLabelText(/^Code postal/), '6900');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByLabelText(/^Code postal/)).toHaveAccessibleDescription(
      "Nous cherchons les magasins les plus proches de ce code postal. Le code postal n'est pas valide.",
    );
    expect(calls.filter((call) => call.path.includes('getClosestStores'))).toEqual([]);
  });

  it('[S2.38] [S7.47] shows the closest stores and the one chosen', async () => {
    const rendered = renderCreate();
    const { user, calls } = rendered;
    const postalCode = screen.getByLabelText(/^Code postal/);
    await user.type(postalCode, '69003{Enter}');
    const group = await screen.findByRole('group', { name: 'Magasins les plus proches' });
    expect(calls.filter((call) => call.path.includes('getClosestStores'))).toEqual([
      { method: 'GET', path: '/ldn/v1/getClosestStoresByPostalCode/69003', body: undefined },
    ]);
    // Enter searched: it did not send the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const lyon = within(group).getByRole('radio', { name: 'Lyon Part-Dieu' });
    expect(lyon).toHaveAccessibleDescription('17 rue du Docteur Bouchut, 69003 Lyon — à 1,2 km');
    expect(within(group).getByRole('radio', { name: 'Villeurbanne' })).toHaveAccessibleDescription(
      '4 cours Émile Zola, 69100 Villeurbanne — à 4,5 km',
    );
    await expectNoAxeViolations(document.body);
    await user.click(lyon);
    expect(screen.getByText('Lyon Part-Dieu, 69003 Lyon')).toBeInTheDocument();
  });

  it('[S7.47] says when the store search fails, with the server message when it has one', async () => {
    const { user } = renderCreate({
      'getClosestStoresByPostalCode/98000': refusal(
        404,
        'UNKNOWN_POSTAL_CODE',
        'Code postal inconnu : 98000.',
      ),
      'getClosestStoresByPostalCode/69009': { status: 503, body: {} },
    });
    await user.type(screen.getByLabelText(/^Code postal/), '98000{Enter}');
    expect(await screen.findByText('Code postal inconnu : 98000.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Code postal/));
    await user.type(screen.getByLabelText(/^Code postal/), '69009{Enter}');
    expect(
      await screen.findByText(
        errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA,
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
  });

  it('[S7.12] [S5.16] [S8.1] creates the list, says so and opens its owner page', async () => {
    const rendered = renderCreate({
      'POST createList': { status: 201, body: birthList({}, true) },
    });
    const { user, calls, toasts, router } = rendered;
    await user.type(screen.getByLabelText(/^Nom de la liste/), 'La liste de Léa');
    await user.type(screen.getByLabelText(/^Prénom de bébé/), 'Léa');
    await user.type(screen.getByLabelText(/^Date de naissance prévue/), '14/03/27');
    await user.click(screen.getByRole('radio', { name: 'Étoiles' }));
    await chooseLyonStore(rendered);
    await user.click(screen.getByRole('button', { name: 'Créer ma liste' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/list/demo00parent/detenteur'),
    );
    expect(calls.filter((call) => call.path.includes('createList'))).toEqual([
      {
        method: 'POST',
        path: '/ldn/v1/createList/aufr',
        body: {
          title: 'La liste de Léa',
          childFirstName: 'Léa',
          isBabyNameHidden: false,
          childBirthday: '2027-03-14T00:00:00.000Z',
          isBabyBirthdayHidden: false,
          welcomeMessage: '',
          coOwnerFirstName: '',
          coOwnerLastName: '',
          isPrivate: false,
          isSearchable: true,
          numberImage: 'img2',
          contactStoreCode: 'S003',
          isPickupStoreAllowed: true,
          status: 'VALIDATED',
        },
      },
    ]);
    expect(toasts.current()).toMatchObject({
      variant: 'success',
      message: successToastMessages.LIST_CREATED,
    });
  });

  it('[S7.12] [S2.38] keeps the list as a draft, private and unsearchable when asked', async () => {
    const rendered = renderCreate({ 'POST createList': { status: 201, body: birthList() } });
    const { user, calls, router } = rendered;
    await user.type(screen.getByLabelText(/^Nom de la liste/), 'Surprise');
    await user.click(screen.getByRole('radio', { name: /^Privée/ }));
    expect(
      screen.getByLabelText('Mes proches peuvent trouver ma liste avec la recherche'),
    ).toBeDisabled();
    await user.click(screen.getByLabelText(/^Garder en brouillon/));
    await chooseLyonStore(rendered);
    await user.click(screen.getByRole('button', { name: 'Créer ma liste' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/list/demo00parent/detenteur'),
    );
    expect(calls.find((call) => call.path.includes('createList'))?.body).toMatchObject({
      isPrivate: true,
      isSearchable: false,
      status: 'DRAFT',
    });
  });

  it("[S8.2] shows the server's message when the creation is refused, and stays open", async () => {
    const message = "La liste de naissance n'est pas disponible dans votre pays.";
    const rendered = renderCreate({
      'POST createList': refusal(403, 'UNAVAILABLE_COUNTRY', message),
    });
    const { user, toasts, router } = rendered;
    await user.type(screen.getByLabelText(/^Nom de la liste/), 'Ma liste');
    await chooseLyonStore(rendered);
    await user.click(screen.getByRole('button', { name: 'Créer ma liste' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toasts.current()).toMatchObject({ variant: 'error', message });
    expect(screen.getByRole('dialog', { name: 'Créer ma liste de naissance' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await expectNoAxeViolations(document.body);
  });

  it('[S8.2] shows the generic error when the server says nothing fit to show', async () => {
    const rendered = renderCreate({
      'POST createList': refusal(500, 'INTERNAL_SERVER_ERROR', 'Internal server error'),
    });
    const { user, toasts } = rendered;
    await user.type(screen.getByLabelText(/^Nom de la liste/), 'Ma liste');
    await chooseLyonStore(rendered);
    await user.click(screen.getByRole('button', { name: 'Créer ma liste' }));
    expect(await screen.findByText(errorToastMessages.ERROR_OCCURED_TRY_AGAIN)).toBeInTheDocument();
    expect(toasts.current()?.message).toBe(errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
  });

  it('[S5.12] [S2.50] asks a customer with no country to confirm living in France, then creates', async () => {
    let tries = 0;
    const rendered = renderCreate({
      'POST /user/country': { isoCode: 'FR' },
      'POST createList': () => {
        tries += 1;
        return tries === 1
          ? refusal(409, 'COUNTRY_UNKNOWN', 'Le pays de résidence du client doit être confirmé.')
          : { status: 201, body: birthList() };
      },
    });
    const { user, calls, router } = rendered;
    await user.type(screen.getByLabelText(/^Nom de la liste/), 'Ma liste');
    await chooseLyonStore(rendered);
    await user.click(screen.getByRole('button', { name: 'Créer ma liste' }));
    const popup = await screen.findByRole('dialog', { name: 'Résidez-vous en France ?' });
    // The nested dialog takes pointer events back in an effect after it shows: on a busy machine
    // the first click may come before, so it is tried again until the popup takes it.
    const confirm = within(popup).getByRole('button', { name: 'Je confirme résider en France' });
    await waitFor(() => user.click(confirm));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/list/demo00parent/detenteur'),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /user/country?isoCode=FR']),
    );
    expect(tries).toBe(2);
  });

  it('[S2.38] starts empty again each time it opens', async () => {
    const { user } = renderCreate();
    await user.type(screen.getByLabelText(/^Nom de la liste/), 'Brouillon de nom');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByLabelText(/^Nom de la liste/)).toHaveValue('');
  });
});

describe('ListFormDialog, edit', () => {
  it('[S2.38] [S3.4] [S9.11] shows the list as saved, its store named', async () => {
    renderEdit();
    const dialog = screen.getByRole('dialog', { name: 'Modifier ma liste de naissance' });
    expect(within(dialog).getByLabelText(/^Nom de la liste/)).toHaveValue('La liste de Léa');
    expect(within(dialog).getByLabelText(/^Date de naissance prévue/)).toHaveValue('14/03/27');
    expect(within(dialog).getByLabelText('Masquer la date à mes proches')).toBeChecked();
    expect(within(dialog).getByLabelText(/^Prénom du co-parent/)).toHaveValue('Marc');
    expect(within(dialog).getByRole('radio', { name: 'Étoiles' })).toBeChecked();
    expect(await within(dialog).findByText('Paris Vaugirard, 75015 Paris')).toBeInTheDocument();
    expect(within(dialog).getByText('C’est votre liste par défaut.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Garder en brouillon/)).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('[S7.17] [S8.1] saves the changes and says so', async () => {
    const { user, calls, toasts } = renderEdit(birthList(), {
      'PUT updateListByCompanyAndListId': birthList(),
    });
    const title = screen.getByLabelText(/^Nom de la liste/);
    await user.clear(title);
    await user.type(title, 'Les cadeaux de Léa');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const update = calls.find((call) => call.method === 'PUT');
    expect(update?.path).toBe('/ldn/v1/updateListByCompanyAndListId/aufr/demo00parent');
    expect(update?.body).toEqual({
      title: 'Les cadeaux de Léa',
      childFirstName: 'Léa',
      isBabyNameHidden: false,
      childBirthday: '2027-03-14T00:00:00.000Z',
      isBabyBirthdayHidden: true,
      welcomeMessage: 'Merci de partager notre bonheur !',
      coOwnerFirstName: 'Marc',
      coOwnerLastName: 'Martin',
      isPrivate: false,
      isSearchable: true,
      numberImage: 'img2',
      contactStoreCode: 'S001',
      isPickupStoreAllowed: true,
    });
    expect(toasts.current()?.message).toBe(successToastMessages.LIST_UPDATED);
  });

  it('[S4.1] publishes a draft when asked', async () => {
    const { user, calls } = renderEdit(birthList({ status: 'DRAFT', statusLabel: 'Brouillon' }), {
      'PUT updateListByCompanyAndListId': birthList(),
    });
    await user.click(screen.getByLabelText(/^Publier ma liste/));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      status: 'VALIDATED',
    });
  });

  it('[S4.1] [S7.17] [S8.1] makes the list the default one', async () => {
    const { user, calls, toasts } = renderEdit(birthList({}, false), {
      'PUT updateListByCompanyAndListId': birthList(),
    });
    await user.click(screen.getByRole('button', { name: 'En faire ma liste par défaut' }));
    await waitFor(() =>
      expect(toasts.current()?.message).toBe(successToastMessages.FAVORITE_LIST_UPDATED),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'La liste de Léa',
      defaultList: true,
    });
  });

  it('[S3.4] [S6.3] offers the co-parent neither the default list nor the removal: they are the holder’s', async () => {
    renderEdit({ ...birthList({}, false), isHolder: false });
    expect(await screen.findByLabelText(/Message de bienvenue/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'En faire ma liste par défaut' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer la liste' })).toBeNull();
  });

  it('[S7.13] [S8.1] deletes the list once confirmed, then goes home', async () => {
    const { user, calls, toasts, router } = renderEdit(birthList(), {
      'DELETE removeListByListId': { status: 204, body: null },
    });
    await user.click(screen.getByRole('button', { name: 'Supprimer la liste' }));
    const confirm = screen.getByRole('dialog', { name: 'Supprimer cette liste ?' });
    await expectNoAxeViolations(document.body);
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/ldn/v1/removeListByListId/aufr/demo00parent', body: undefined },
    ]);
    expect(toasts.current()?.message).toBe(successToastMessages.LIST_DELETED);
  });

  it('[S7.13] does nothing when the deletion is cancelled', async () => {
    const { user, calls } = renderEdit();
    await user.click(screen.getByRole('button', { name: 'Supprimer la liste' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Supprimer cette liste ?' })).getByRole('button', {
        name: 'Annuler',
      }),
    );
    expect(
      screen.queryByRole('dialog', { name: 'Supprimer cette liste ?' }),
    ).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it("[S7.13] [S8.2] shows the server's refusal to delete a list with contributions", async () => {
    const message =
      'Cette liste a déjà reçu des cadeaux ou des participations : elle ne peut pas être supprimée.';
    const { user, toasts, router } = renderEdit(birthList(), {
      'DELETE removeListByListId': refusal(409, 'LIST_HAS_CONTRIBUTIONS', message),
    });
    await user.click(screen.getByRole('button', { name: 'Supprimer la liste' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Supprimer cette liste ?' })).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toasts.current()).toMatchObject({ variant: 'error', message });
    expect(router.state.location.pathname).toBe('/list/demo00parent/detenteur');
  });
});
