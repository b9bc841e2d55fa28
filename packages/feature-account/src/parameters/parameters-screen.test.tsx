import { errorToastMessages, successToastMessages } from '@ldn/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coParentAnswer, expectNoAxeViolations } from '@ldn/test-kit';
import {
  accountSessions,
  birthList,
  listSummary,
  lyonStores,
  parentProfile,
  parisStore,
} from '../test/fixtures';
import {
  renderWithProviders,
  type FakeAnswer,
  type FakeApi,
  type RecordedCall,
} from '../test/render';
import { ParametersScreen } from './parameters-screen';

const api: FakeApi = {
  getUserProfil: parentProfile,
  getListsByHybrisId: { lists: [listSummary()] },
  'getItemsOfListByIdAndCompanyAndCriterias/aufr/demo00parent': birthList(),
  'getStoreByCompanyAndStoreCode/aufr/S001': parisStore,
  'getClosestStoresByPostalCode/69003': { stores: lyonStores },
  'POST createOrUpdateAccount': (call: RecordedCall) => ({
    status: 200,
    body: {
      notificationFrequency: (call.body as { notificationFrequency: string }).notificationFrequency,
    },
  }),
  'PATCH updateListByCompanyAndListIdWithStoreDatas': birthList({ contactStoreCode: 'S003' }),
  'GET user/sessions': accountSessions,
  'GET getCoParentByListId/aufr/demo00parent': coParentAnswer(),
};

function renderParameters(overrides: FakeApi = {}) {
  return renderWithProviders((toasts) => <ParametersScreen toastStore={toasts} />, {
    api: { ...overrides, ...api, ...overrides },
    path: '/parameters',
  });
}

const saves = (calls: ReturnType<typeof renderParameters>['calls']) =>
  calls
    .filter((call) => call.method === 'POST' || call.method === 'PATCH')
    .filter((call) => !call.path.includes('getItemsOfList'));

describe('ParametersScreen', () => {
  it('[S2.45] [S9.7] shows the contact store of the default list and the notification frequency', async () => {
    renderParameters();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon compte' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Paris Vaugirard, 75015 Paris')).toBeInTheDocument();
    expect(
      screen.getByText('Magasin de contact de votre liste par défaut : La liste de Léa'),
    ).toBeInTheDocument();
    const frequencies = screen.getByRole('group', {
      name: 'À quelle fréquence voulez-vous être prévenu(e) des cadeaux reçus ?',
    });
    expect(frequencies).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Une fois par jour' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Une fois par semaine' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Jamais' })).not.toBeChecked();
    expect(
      screen.getByLabelText(
        'Mes proches peuvent faire mettre à disposition leurs cadeaux dans mon magasin de contact',
      ),
    ).toBeChecked();
    await expectNoAxeViolations(document.body);
  });

  it("[S2.56] [S7.10] [S8.1] saves the frequency with the bottom bar's 'saveSettings'", async () => {
    const { user, calls, toasts, screenActions } = renderParameters();
    await user.click(await screen.findByRole('radio', { name: 'Une fois par jour' }));
    act(() => {
      expect(screenActions.run('saveSettings')).toBe(true);
    });
    await waitFor(() =>
      expect(toasts.current()?.message).toBe(successToastMessages.USER_DATA_UPDATED),
    );
    // The store did not change: only the account is saved.
    expect(saves(calls)).toEqual([
      {
        method: 'POST',
        path: '/ldn/v1/createOrUpdateAccount/',
        body: { userPk: '1001', notificationFrequency: 'DAILY' },
      },
    ]);
  });

  it('[S2.45] [S7.18] saves a new contact store of the default list with the in-page button', async () => {
    const { user, calls, toasts } = renderParameters();
    await user.type(await screen.findByLabelText(/^Code postal/), '69003{Enter}');
    await user.click(await screen.findByRole('radio', { name: 'Villeurbanne' }));
    await user.click(
      screen.getByLabelText(
        'Mes proches peuvent faire mettre à disposition leurs cadeaux dans mon magasin de contact',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toasts.current()?.message).toBe(successToastMessages.USER_DATA_UPDATED),
    );
    expect(saves(calls)).toEqual([
      {
        method: 'POST',
        path: '/ldn/v1/createOrUpdateAccount/',
        body: { userPk: '1001', notificationFrequency: 'WEEKLY' },
      },
      {
        method: 'PATCH',
        path: '/ldn/v1/updateListByCompanyAndListIdWithStoreDatas/aufr/demo00parent',
        body: { contactStoreCode: 'S012', isPickupStoreAllowed: false },
      },
    ]);
  });

  it('[S2.45] shows the save in progress', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { user } = renderParameters({
      'POST createOrUpdateAccount': () =>
        new Promise<FakeAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Enregistrement...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expectNoAxeViolations(document.body);
    act(() => answer({ status: 200, body: { notificationFrequency: 'WEEKLY' } }));
    await waitFor(() => expect(screen.queryByText('Enregistrement...')).not.toBeInTheDocument());
  });

  it('[S8.2] says when the save fails', async () => {
    const { user, toasts } = renderParameters({
      'POST createOrUpdateAccount': {
        status: 500,
        body: { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(errorToastMessages.ERROR_OCCURED_TRY_AGAIN)).toBeInTheDocument();
    expect(toasts.current()).toMatchObject({
      variant: 'error',
      message: errorToastMessages.ERROR_OCCURED_TRY_AGAIN,
    });
    await expectNoAxeViolations(document.body);
  });

  it('[S2.45] without a list, offers only the notification frequency', async () => {
    const { user, calls, toasts } = renderParameters({ getListsByHybrisId: { lists: [] } });
    expect(
      await screen.findByText(
        'Vous n’avez pas encore de liste : vous choisirez votre magasin de contact en la créant.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Code postal/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Jamais' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toasts.current()?.message).toBe(successToastMessages.USER_DATA_UPDATED),
    );
    expect(saves(calls)).toEqual([
      {
        method: 'POST',
        path: '/ldn/v1/createOrUpdateAccount/',
        body: { userPk: '1001', notificationFrequency: 'NEVER' },
      },
    ]);
  });

  it('[S8.2] says when the settings cannot be read, and reads them again on demand', async () => {
    let tries = 0;
    const { user } = renderParameters({
      getListsByHybrisId: () => {
        tries += 1;
        return tries <= 4
          ? { status: 503, body: {} }
          : { status: 200, body: { lists: [listSummary()] } };
      },
    });
    expect(
      await screen.findByText(
        errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Paris Vaugirard, 75015 Paris')).toBeInTheDocument();
  });
});
