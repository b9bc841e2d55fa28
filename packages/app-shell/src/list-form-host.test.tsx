import type { BirthList } from '@ldn/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PARENT, sessionOf } from '@ldn/test-kit';
import { useListFormHost } from './list-form-host';
import { ShellProviders } from './shell-providers';
import { makeAppStore } from './shell-state';

/** A list as the list page holds it, with what the form reads. */
const LIST = {
  id: 'demo00parent',
  isOwner: true,
  isDefault: true,
  walletAmount: 0,
  walletTotalAmount: 0,
  informations: {
    title: 'La liste de Léa',
    status: 'VALIDATED',
    childFirstName: 'Léa',
    childBirthday: null,
    welcomeMessage: '',
    ownerFirstName: 'Julie',
    ownerLastName: 'Martin',
    coOwnerFirstName: '',
    coOwnerLastName: '',
    coOwnerMail: '',
    isBabyNameHidden: false,
    isBabyBirthdayHidden: false,
    isSearchable: true,
    isPrivate: false,
    numberImage: 'img3',
    contactStoreCode: '',
    isPickupStoreAllowed: false,
  },
} as unknown as BirthList;

/** The list pages' use of the host: two buttons standing for the list view's callbacks. */
function Harness() {
  const { onEditList, onCreateList, dialog } = useListFormHost();
  return (
    <>
      <button type="button" onClick={() => onEditList(LIST)}>
        Modifier
      </button>
      <button type="button" onClick={onCreateList}>
        Créer
      </button>
      {dialog}
    </>
  );
}

function renderHarness() {
  const router = createMemoryRouter([{ path: '*', element: <Harness /> }]);
  render(
    <ShellProviders
      store={makeAppStore({ session: sessionOf(PARENT) })}
      chrome={{ bottomBar: true, listForm: true, loginHref: (path) => path }}
    >
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return userEvent.setup();
}

describe('useListFormHost: the list pages open the list form', () => {
  it('[S2.38] [S2.2] create: the empty form, its header image the default one', async () => {
    const user = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(
      await screen.findByRole('dialog', { name: 'Créer ma liste de naissance' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Nom de la liste/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Nuages' })).toBeChecked();
  });

  it('[S2.38] [S3.18] edit: the form opens on the list, its header image chosen', async () => {
    const user = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(
      await screen.findByRole('dialog', { name: 'Modifier ma liste de naissance' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Nom de la liste/)).toHaveValue('La liste de Léa');
    expect(screen.getByRole('radio', { name: 'Ballons' })).toBeChecked();
  });

  it('[S2.38] closing the form hides it', async () => {
    const user = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await screen.findByRole('dialog', { name: 'Modifier ma liste de naissance' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
