import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coParentAnswer, expectNoAxeViolations } from '@ldn/test-kit';
import { ParametersScreen } from '../parameters/parameters-screen';
import {
  accountSessions,
  birthList,
  listSummary,
  parentProfile,
  parisStore,
} from '../test/fixtures';
import { refusal, renderWithProviders, type FakeApi, type RecordedCall } from '../test/render';

const none = coParentAnswer();
const pending = coParentAnswer('PENDING');
const accepted = coParentAnswer('ACCEPTED');

const base: FakeApi = {
  getUserProfil: parentProfile,
  getListsByHybrisId: { lists: [listSummary()] },
  'getItemsOfListByIdAndCompanyAndCriterias/aufr/demo00parent': birthList({
    coOwnerMail: 'marc@example.fr',
  }),
  'getStoreByCompanyAndStoreCode/aufr/S001': parisStore,
  'GET user/sessions': accountSessions,
};

function renderParameters(api: FakeApi) {
  return renderWithProviders((toasts) => <ParametersScreen toastStore={toasts} />, {
    api: { ...base, ...api },
    path: '/parameters',
  });
}

/** The co-parent's section of Parameters (a `section` named by its heading: a region). */
const section = () => screen.findByRole('region', { name: 'Co-parent' });

describe('the co-parent in Parameters', () => {
  it('[S2.45] [S3.4] invites the co-parent at the address of the list form, and shows the invitation pending', async () => {
    let state: object = none;
    const { user, calls, toasts } = renderParameters({
      'GET getCoParentByListId/aufr/demo00parent': () => ({ status: 200, body: state }),
      'POST inviteCoParent/aufr/demo00parent': (call: RecordedCall) => {
        state = { ...pending, email: (call.body as { email: string }).email };
        return { status: 201, body: state };
      },
    });
    const region = await section();
    const field = await within(region).findByLabelText(/E-mail du co-parent/);
    expect(field).toHaveValue('marc@example.fr');
    await user.click(within(region).getByRole('button', { name: 'Inviter le co-parent' }));
    await waitFor(() => expect(toasts.current()?.message).toBe('Invitation envoyée.'));
    expect(calls.filter((call) => call.path.includes('inviteCoParent'))).toEqual([
      {
        method: 'POST',
        path: '/ldn/v1/inviteCoParent/aufr/demo00parent',
        body: { email: 'marc@example.fr' },
      },
    ]);
    expect(
      await within(region).findByText(
        'Invitation envoyée à marc@example.fr, valable jusqu’au 04/12/26.',
      ),
    ).toBeVisible();
    expect(within(region).getByText('En attente')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('[S5.8] checks the address before sending, and shows the server’s refusal as it words it', async () => {
    const message =
      'Le titulaire de la liste la gère déjà : invitez le co-parent à sa propre adresse e-mail.';
    const { user, calls } = renderParameters({
      'GET getCoParentByListId/aufr/demo00parent': none,
      'POST inviteCoParent/aufr/demo00parent': refusal(409, 'CO_PARENT_IS_HOLDER', message),
    });
    const region = await section();
    const field = await within(region).findByLabelText(/E-mail du co-parent/);
    await user.clear(field);
    await user.type(field, 'pas-une-adresse');
    await user.click(within(region).getByRole('button', { name: 'Inviter le co-parent' }));
    expect(calls.filter((call) => call.path.includes('inviteCoParent'))).toEqual([]);
    await user.clear(field);
    await user.type(field, 'julie@example.fr');
    await user.click(within(region).getByRole('button', { name: 'Inviter le co-parent' }));
    expect(await within(region).findByText(message)).toBeVisible();
  });

  it('[S3.4] shows who accepted, and withdraws the access once confirmed', async () => {
    let state: object = accepted;
    const { user, calls, toasts } = renderParameters({
      'GET getCoParentByListId/aufr/demo00parent': () => ({ status: 200, body: state }),
      'DELETE removeCoParentByListId/aufr/demo00parent': () => {
        state = none;
        return { status: 200, body: none };
      },
    });
    const region = await section();
    expect(
      await within(region).findByText('Accepté par Marc Martin (marc@example.fr).'),
    ).toBeVisible();
    expect(within(region).queryByLabelText(/E-mail du co-parent/)).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Retirer l’accès' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer l’accès du co-parent ?' });
    expect(
      within(dialog).getByText(
        'Marc Martin ne pourra plus gérer la liste. Vous pourrez l’inviter de nouveau.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(document.body);
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Retirer l’accès' }));
    const again = await screen.findByRole('dialog', { name: 'Retirer l’accès du co-parent ?' });
    await user.click(within(again).getByRole('button', { name: 'Retirer l’accès' }));
    await waitFor(() => expect(toasts.current()?.message).toBe('Accès retiré.'));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      {
        method: 'DELETE',
        path: '/ldn/v1/removeCoParentByListId/aufr/demo00parent',
        body: undefined,
      },
    ]);
    expect(
      await within(region).findByRole('button', { name: 'Inviter le co-parent' }),
    ).toBeVisible();
  });

  it('[S3.4] the co-parent himself (not the holder) has no co-parent section', async () => {
    renderParameters({
      'getItemsOfListByIdAndCompanyAndCriterias/aufr/demo00parent': {
        ...birthList(),
        isHolder: false,
      },
      'GET getCoParentByListId/aufr/demo00parent': accepted,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await screen.findByText('Paris Vaugirard, 75015 Paris');
    expect(screen.queryByRole('heading', { name: 'Co-parent' })).toBeNull();
  });
});
