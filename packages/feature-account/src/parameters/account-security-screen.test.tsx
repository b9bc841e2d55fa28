import { errorToastMessages } from '@ldn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coParentAnswer, expectNoAxeViolations } from '@ldn/test-kit';
import {
  accountSessions,
  birthList,
  listSummary,
  parentProfile,
  parisStore,
} from '../test/fixtures';
import { refusal, renderWithProviders, type FakeApi, type RecordedCall } from '../test/render';
import { ParametersScreen } from './parameters-screen';

const [PHONE, LAPTOP] = accountSessions.sessions;
if (!PHONE || !LAPTOP) throw new Error('the fixture has two devices');

const api: FakeApi = {
  getUserProfil: parentProfile,
  getListsByHybrisId: { lists: [listSummary()] },
  'getItemsOfListByIdAndCompanyAndCriterias/aufr/demo00parent': birthList(),
  'getStoreByCompanyAndStoreCode/aufr/S001': parisStore,
  'GET user/sessions': accountSessions,
  'GET getCoParentByListId/aufr/demo00parent': coParentAnswer(),
  'POST user/password': { status: 204, body: null },
  'POST user/sessions/end-others': { status: 204, body: null },
  'DELETE user/sessions/': { status: 204, body: null },
};

/** Parameters, where the account-security part lives, on the fake API. */
function renderSecurity(overrides: FakeApi = {}) {
  return renderWithProviders((toasts) => <ParametersScreen toastStore={toasts} />, {
    api: { ...overrides, ...api, ...overrides },
    path: '/parameters',
  });
}

const changes = (calls: readonly RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET' && call.path.startsWith('/user/'));

async function fillPasswordForm(
  user: ReturnType<typeof renderSecurity>['user'],
  {
    current = 'Berceau-Bleu-2026',
    next = 'Doudou-Lapin-Gris-7',
    confirmation = next,
  }: { current?: string; next?: string; confirmation?: string } = {},
) {
  if (current !== '') await user.type(await screen.findByLabelText('Mot de passe actuel'), current);
  if (next !== '') await user.type(screen.getByLabelText('Nouveau mot de passe'), next);
  if (confirmation !== '') {
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), confirmation);
  }
}

describe('AccountSecurityScreen (in Parameters)', () => {
  it('[S2.45] [ASVS V7.5.2] [S9.11] lists the connected devices, this one first and marked, with dd/MM/yy dates', async () => {
    renderSecurity();
    const section = await screen.findByRole('region', { name: 'Sécurité du compte' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Mot de passe' })).toBeVisible();
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Appareils connectés' }),
    ).toBeVisible();
    const devices = within(await screen.findByRole('list', { name: 'Appareils connectés' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(devices).toEqual([
      'Firefox sur WindowsCet appareilConnecté le 24/11/26 · dernière utilisation le 25/11/26',
      'Chrome sur AndroidConnecté le 20/11/26 · dernière utilisation le 25/11/26Déconnecter',
    ]);
    // One 'Déconnecter' per other device, named after it; none for this one.
    expect(screen.getAllByRole('button', { name: /^Déconnecter / })).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Déconnecter Chrome sur Android, connecté le 20/11/26' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Déconnecter tous les autres appareils' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Déconnecter mes autres appareils')).toBeChecked();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(document.body);
  });

  it('[ASVS V6.2.2] [ASVS V6.2.3] [ASVS V7.4.3] changes the password, signing the other devices out by default, and says so', async () => {
    const { user, calls } = renderSecurity();
    await fillPasswordForm(user);
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(
      await screen.findByText(
        'Votre mot de passe a été changé et vos autres appareils ont été déconnectés.',
      ),
    ).toBeInTheDocument();
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        path: '/user/password',
        body: {
          currentPassword: 'Berceau-Bleu-2026',
          newPassword: 'Doudou-Lapin-Gris-7',
          endOtherSessions: true,
        },
      },
    ]);
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('');
    // The devices are read again: the others are gone on the server.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/user/sessions')).toHaveLength(2),
    );
  });

  it('[ASVS V7.4.3] keeps the other devices signed in when the box is unchecked', async () => {
    const { user, calls } = renderSecurity();
    await fillPasswordForm(user);
    await user.click(screen.getByLabelText('Déconnecter mes autres appareils'));
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a été changé.')).toBeInTheDocument();
    expect(changes(calls)[0]?.body).toMatchObject({ endOtherSessions: false });
  });

  it('[ASVS V6.2.2] checks the form before sending: the current password, the length, the confirmation', async () => {
    const { user, calls } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre mot de passe n’a pas été changé : corrigez les champs signalés.',
    );
    const current = screen.getByLabelText('Mot de passe actuel');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Saisissez votre mot de passe actuel.');
    expect(current).toHaveFocus();
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
      'Au moins 8 caractères ; évitez les mots de passe courants et votre nom. Le mot de passe doit contenir de 8 à 128 caractères.',
    );
    await expectNoAxeViolations(document.body);

    await fillPasswordForm(user, { confirmation: 'Doudou-Lapin-Gris-8' });
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    const confirmation = screen.getByLabelText('Confirmation du nouveau mot de passe');
    expect(confirmation).toHaveAccessibleDescription(
      'Les deux mots de passe ne sont pas identiques.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(changes(calls)).toEqual([]);
  });

  it('[ASVS V6.2.3] shows a wrong current password on its field, and moves the focus there', async () => {
    const { user } = renderSecurity({
      'POST user/password': refusal(400, 'WRONG_PASSWORD', 'Le mot de passe actuel est incorrect.'),
    });
    await fillPasswordForm(user);
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    const current = screen.getByLabelText('Mot de passe actuel');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'),
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(current).toHaveFocus());
    // No Not found page: the 400 is an answer of the form.
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it("[ASVS V6.2.2] shows the server's refusal of a common password on the new password's field", async () => {
    const { user } = renderSecurity({
      'POST user/password': refusal(
        400,
        'WEAK_PASSWORD',
        'Ce mot de passe est trop courant : choisissez-en un autre.',
      ),
    });
    await fillPasswordForm(user, { next: 'azertyuiop' });
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    const next = screen.getByLabelText('Nouveau mot de passe');
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        'Au moins 8 caractères ; évitez les mots de passe courants et votre nom. Ce mot de passe est trop courant : choisissez-en un autre.',
      ),
    );
  });

  it('[ASVS V6.2.3] says when too many wrong passwords locked the change for a while', async () => {
    const { user } = renderSecurity({
      'POST user/password': refusal(
        429,
        'TOO_MANY_ATTEMPTS',
        'Trop de tentatives avec un mot de passe incorrect. Réessayez dans quelques minutes.',
      ),
    });
    await fillPasswordForm(user);
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives avec un mot de passe incorrect. Réessayez dans quelques minutes.',
    );
  });

  it('[ASVS V7.5.2] signs one other device out, and says so', async () => {
    let ended = false;
    const { user, calls } = renderSecurity({
      'GET user/sessions': () => ({
        status: 200,
        body: ended ? { ...accountSessions, sessions: [LAPTOP] } : accountSessions,
      }),
      'DELETE user/sessions/': () => {
        ended = true;
        return { status: 204, body: null };
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Déconnecter Chrome sur Android, connecté le 20/11/26',
      }),
    );
    expect(await screen.findByText('L’appareil a été déconnecté.')).toBeInTheDocument();
    expect(changes(calls)).toEqual([
      { method: 'DELETE', path: `/user/sessions/${PHONE.id}`, body: undefined },
    ]);
    expect(
      await screen.findByText('Aucun autre appareil n’est connecté à votre compte.'),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Appareils connectés' })).toHaveFocus();
    expect(
      screen.queryByRole('button', { name: 'Déconnecter tous les autres appareils' }),
    ).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('[ASVS V7.5.2] signs every other device out at once', async () => {
    const { user, calls } = renderSecurity();
    await user.click(
      await screen.findByRole('button', { name: 'Déconnecter tous les autres appareils' }),
    );
    expect(
      await screen.findByText('Vos autres appareils ont été déconnectés.'),
    ).toBeInTheDocument();
    expect(changes(calls)).toEqual([
      { method: 'POST', path: '/user/sessions/end-others', body: undefined },
    ]);
  });

  it('[ASVS V7.5.2] says when a device was already signed out, without leaving the page', async () => {
    const { user } = renderSecurity({
      'DELETE user/sessions/': refusal(
        404,
        'SESSION_NOT_FOUND',
        'Cette connexion est déjà terminée.',
      ),
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Déconnecter Chrome sur Android, connecté le 20/11/26',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette connexion est déjà terminée.',
    );
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('[ASVS V6.2.2] hides the password form when an external provider holds the passwords', async () => {
    renderSecurity({ 'GET user/sessions': { ...accountSessions, canChangePassword: false } });
    expect(
      await screen.findByText(
        'Votre mot de passe se change auprès du service avec lequel vous vous connectez.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Appareils connectés' })).toBeVisible();
  });

  it('[S8.2] says when the devices cannot be read, and reads them again', async () => {
    let fail = true;
    const { user } = renderSecurity({
      'GET user/sessions': () =>
        fail
          ? refusal(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
          : { status: 200, body: accountSessions },
    });
    const section = await screen.findByRole('region', { name: 'Sécurité du compte' });
    expect(
      await within(section).findByText(errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA),
    ).toBeVisible();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Appareils connectés' })).toBeVisible();
  });
});
