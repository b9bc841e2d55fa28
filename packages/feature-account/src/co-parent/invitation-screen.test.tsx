import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/test-kit';
import { refusal, renderWithProviders, type FakeApi } from '../test/render';
import { InvitationScreen } from './invitation-screen';

const TOKEN = 'Ab'.repeat(21) + 'c';

function renderInvitation(api: FakeApi) {
  return renderWithProviders(() => <InvitationScreen />, {
    api,
    path: `/invitation/${TOKEN}`,
    routePath: '/invitation/:token',
  });
}

describe('InvitationScreen', () => {
  it('[S3.4] [S6.3] accepts the invitation of the link, then leads to the list now managed', async () => {
    const { user, calls } = renderInvitation({
      'POST acceptCoParentInvitation': { listId: 'demo00parent', title: 'La liste de Léa' },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Invitation à gérer une liste de naissance',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(document.body);
    // Nothing is accepted before the button.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accepter l’invitation' }));
    expect(
      await screen.findByText('C’est fait : vous gérez maintenant la liste « La liste de Léa ».'),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/ldn/v1/acceptCoParentInvitation', body: { token: TOKEN } },
    ]);
    expect(screen.getByRole('link', { name: 'Voir la liste' })).toHaveAttribute(
      'href',
      '/list/demo00parent/detenteur',
    );
    await expectNoAxeViolations(document.body);
  });

  it('[S5.12] shows the server’s refusal as it words it (another address, outside France, a used link)', async () => {
    const message =
      'Cette invitation a été envoyée à une autre adresse e-mail : connectez-vous avec le compte de cette adresse pour l’accepter.';
    const { user } = renderInvitation({
      'POST acceptCoParentInvitation': refusal(403, 'INVITATION_OTHER_ACCOUNT', message),
    });
    await user.click(await screen.findByRole('button', { name: 'Accepter l’invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('link', { name: 'Voir la liste' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });
});
