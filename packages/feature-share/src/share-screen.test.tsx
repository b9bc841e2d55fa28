import { errorToastMessages } from '@ldn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiAnswer,
  type ApiAnswers,
  expectNoAxeViolations,
  listAnswer,
  PARENT,
  renderWithProviders,
  SELLER,
} from '@ldn/test-kit';
import { ShareScreen } from './share-screen';
import { decodeQrSvg } from './test/decode-qr';

const ORIGIN = 'https://liste.exemple.fr';
const URL = `${ORIGIN}/list/demo00parent`;
const SHARE = '/ldn/v1/shareListByEmail/aufr/demo00parent';

interface Options {
  readonly status?: 'DRAFT' | 'VALIDATED' | 'CLOSED';
  readonly isOwner?: boolean;
  readonly profile?: unknown;
  readonly api?: ApiAnswers;
  readonly navigator?: Partial<Navigator>;
  readonly downloadQr?: (text: string, fileName: string) => Promise<void>;
}

/** The Share page of list `demo00parent` at `/list/demo00parent/partage`, as its owner by default. */
function renderShare(options: Options = {}) {
  const id = options.status === 'DRAFT' ? 'demo00draft' : 'demo00parent';
  const fakeNavigator = (options.navigator ?? {
    clipboard: { writeText: vi.fn(async () => undefined) },
  }) as Navigator;
  const result = renderWithProviders(
    <ShareScreen
      origin={ORIGIN}
      browser={{
        navigator: fakeNavigator,
        ...(options.downloadQr && { downloadQr: options.downloadQr }),
      }}
    />,
    {
      path: `/list/${id}/partage`,
      routePath: '/list/:id/partage',
      api: {
        getItemsOfListByIdAndCompanyAndCriterias: {
          status: 200,
          body: listAnswer(id, options.status ?? 'VALIDATED', options.isOwner ?? true),
        },
        getUserProfil: { status: 200, body: options.profile ?? PARENT },
        ...options.api,
      },
    },
  );
  return { ...result, fakeNavigator };
}

const emailRegion = () => screen.getByRole('region', { name: 'Inviter par e-mail' });
const recipientField = (index: number) =>
  screen.getByRole('combobox', { name: `Adresse e-mail du destinataire ${index}` });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ShareScreen, a published list', () => {
  it('[S2.5] [S2.40] shows the public link, the QR code and the e-mail invitation to the owner', async () => {
    const { container } = renderShare();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partager ma liste' }),
    ).toBeVisible();
    expect(screen.getByText('La liste de Léa')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse de la liste' })).toHaveValue(URL);
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'QR code du lien de la liste' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le QR code' })).toBeEnabled();
    expect(within(emailRegion()).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('[S2.40] the QR code decodes to the public link', async () => {
    renderShare();
    const qr = await screen.findByRole('img', { name: 'QR code du lien de la liste' });
    expect(decodeQrSvg(qr)).toBe(URL);
  });

  it('[S2.55] [S6.4] in-page links of the Validée bar: manage alerts and back to my list', async () => {
    renderShare();
    const links = within(await screen.findByRole('navigation', { name: 'Autres actions' }));
    expect(links.getByRole('link', { name: 'Gérer mes alertes' })).toHaveAttribute(
      'href',
      '/parameters',
    );
    expect(links.getByRole('link', { name: 'Retour à ma liste' })).toHaveAttribute(
      'href',
      '/list/demo00parent/detenteur',
    );
  });

  it('[S2.55] [S6.4] staff acting for the customer: no alerts link, the e-mail invitation stays', async () => {
    renderShare({ profile: SELLER, isOwner: false });
    const links = within(await screen.findByRole('navigation', { name: 'Autres actions' }));
    expect(links.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Retour à ma liste',
    ]);
    expect(emailRegion()).toBeInTheDocument();
  });

  it('[S2.3] [S2.40] a relative may pass the link on, but not send the e-mail invitation', async () => {
    const { container } = renderShare({ isOwner: false, profile: { logged: false } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partager cette liste' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Adresse de la liste' })).toHaveValue(URL);
    expect(screen.queryByRole('region', { name: 'Inviter par e-mail' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir la liste' })).toHaveAttribute(
      'href',
      '/list/demo00parent',
    );
    await expectNoAxeViolations(container);
  });
});

describe('ShareScreen, copying the link', () => {
  it('[S2.40] copies through the Clipboard API and announces Lien copié politely', async () => {
    const { user, fakeNavigator } = renderShare();
    await user.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(fakeNavigator.clipboard.writeText).toHaveBeenCalledWith(URL);
    const status = screen.getAllByRole('status').find((region) => region.textContent !== '');
    expect(status).toHaveTextContent('Lien copié');
  });

  it('[S2.40] falls back to a selection copy without the Clipboard API', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { user, container } = renderShare({ navigator: {} });
    await user.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByText('Lien copié')).toHaveAttribute('role', 'status');
    await expectNoAxeViolations(container);
  });

  it('[S2.40] falls back when the Clipboard API refuses', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const writeText = vi.fn(async () => {
      throw new DOMException('Document is not focused.', 'NotAllowedError');
    });
    const { user } = renderShare({ navigator: { clipboard: { writeText } } as never });
    await user.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByText('Lien copié')).toBeInTheDocument();
  });

  it('[S2.40] when nothing can copy, selects the link and says how to copy it', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const { user } = renderShare({ navigator: {} });
    await user.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La copie automatique n’est pas disponible : le lien est sélectionné, copiez-le avec Ctrl+C (ou ⌘+C).',
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Adresse de la liste' });
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, URL.length]);
    expect(screen.queryByText('Lien copié')).toBeNull();
  });

  it('[S2.40] offers the system share sheet when the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    const { user } = renderShare({ navigator: { share, canShare: () => true } });
    await user.click(await screen.findByRole('button', { name: 'Partager via…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'La liste de Léa',
      text: 'Découvrez notre liste de naissance :',
      url: URL,
    });
  });

  it('[S2.40] no share sheet button without navigator.share', async () => {
    renderShare();
    await screen.findByRole('button', { name: 'Copier le lien' });
    expect(screen.queryByRole('button', { name: 'Partager via…' })).toBeNull();
  });
});

describe('ShareScreen, the QR code download', () => {
  it('[S2.40] downloads the QR code of the link as a PNG named after the list', async () => {
    const downloadQr = vi.fn(async () => undefined);
    const { user } = renderShare({ downloadQr });
    await user.click(await screen.findByRole('button', { name: 'Télécharger le QR code' }));
    expect(downloadQr).toHaveBeenCalledWith(URL, 'liste-de-naissance-demo00parent-qr-code.png');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[S2.40] says so when the download failed', async () => {
    const downloadQr = vi.fn(async () => {
      throw new Error('canvas');
    });
    const { user } = renderShare({ downloadQr });
    await user.click(await screen.findByRole('button', { name: 'Télécharger le QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le QR code n’a pas pu être téléchargé, veuillez réessayer.',
    );
  });
});

describe('ShareScreen, the e-mail invitation', () => {
  it('[S2.40] [S5.8] refuses an invalid address with the domain message, sending nothing', async () => {
    const { user, requests, container } = renderShare();
    await user.type(await screen.findByRole('combobox', { name: /destinataire 1/ }), 'mamie@');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(recipientField(1)).toHaveAccessibleDescription("L'adresse e-mail n'est pas valide.");
    expect(recipientField(1)).toHaveAttribute('aria-invalid', 'true');
    expect(recipientField(1)).toHaveFocus();
    expect(requests.filter((request) => request.url.includes('shareListByEmail'))).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('[S2.40] asks for at least one address', async () => {
    const { user, requests } = renderShare();
    await user.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(recipientField(1)).toHaveAccessibleDescription('Indiquez au moins une adresse e-mail.');
    expect(requests.filter((request) => request.url.includes('shareListByEmail'))).toEqual([]);
  });

  it('[S5.8] suggests the usual domains after @ (the ui-kit EmailField)', async () => {
    const { user } = renderShare();
    await user.type(await screen.findByRole('combobox', { name: /destinataire 1/ }), 'mamie@gm');
    expect(screen.getByRole('option', { name: 'mamie@gmail.com' })).toBeInTheDocument();
  });

  it('[S2.40] sends several recipients (blank skipped, duplicates once) with the message, then confirms', async () => {
    const { user, requests, container } = renderShare({
      api: { shareListByEmail: { status: 202, body: { queued: 2 } } },
    });
    await user.type(
      await screen.findByRole('combobox', { name: /destinataire 1/ }),
      'mamie@exemple.fr',
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter un destinataire' }));
    expect(recipientField(2)).toHaveFocus();
    await user.type(recipientField(2), 'Papi@Exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Ajouter un destinataire' }));
    await user.type(recipientField(3), 'MAMIE@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Ajouter un destinataire' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Message personnel (facultatif)' }),
      '  Voici notre liste !  ',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(
      await screen.findByText('Votre invitation a bien été envoyée à 2 destinataires.'),
    ).toHaveAttribute('role', 'status');
    const sent = requests.filter((request) => request.url.includes('shareListByEmail'));
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `http://ldn.test/api${SHARE}`,
        body: {
          recipients: ['mamie@exemple.fr', 'Papi@Exemple.fr'],
          message: 'Voici notre liste !',
        },
        xsrf: 'xsrf-test',
      }),
    ]);
    // Emptied for another sending.
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(recipientField(1)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message personnel (facultatif)' })).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('[S2.40] leaves the message out when it is blank', async () => {
    const { user, requests } = renderShare({
      api: { shareListByEmail: { status: 202, body: { queued: 1 } } },
    });
    await user.type(
      await screen.findByRole('combobox', { name: /destinataire 1/ }),
      'mamie@exemple.fr',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText('Votre invitation a bien été envoyée à 1 destinataire.'),
    ).toBeVisible();
    expect(requests.find((request) => request.url.includes('shareListByEmail'))?.body).toEqual({
      recipients: ['mamie@exemple.fr'],
    });
  });

  it('[S2.40] shows the sending state: busy button, fields locked', async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    const pending = new Promise<ApiAnswer>((resolve) => {
      answer = resolve;
    });
    const { user, container } = renderShare({ api: { shareListByEmail: () => pending } });
    await user.type(
      await screen.findByRole('combobox', { name: /destinataire 1/ }),
      'mamie@exemple.fr',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveAttribute('aria-busy', 'true');
    expect(recipientField(1)).toBeDisabled();
    await expectNoAxeViolations(container);
    answer({ status: 202, body: { queued: 1 } });
    expect(
      await screen.findByText('Votre invitation a bien été envoyée à 1 destinataire.'),
    ).toBeVisible();
    expect(recipientField(1)).toBeEnabled();
  });

  it.each([
    [409, 'LIST_NOT_PUBLISHED', "Cette liste n'est pas publiée : publiez-la avant de la partager."],
    [429, 'SHARE_LIMIT_REACHED', "Vous avez atteint la limite d'envois pour aujourd'hui."],
    [400, 'INVALID_INPUT', '"recipients.0": L\'adresse e-mail n\'est pas valide. (INVALID_EMAIL)'],
    [403, 'FORBIDDEN', "Seul le titulaire de la liste peut l'envoyer par e-mail."],
  ])(
    "[S2.40] a %i shows the server's message, keeps the fields, never leaves the page",
    async (status, code, message) => {
      const { user, navigations, container } = renderShare({
        api: { shareListByEmail: { status, body: { status, code, message } } },
      });
      await user.type(
        await screen.findByRole('combobox', { name: /destinataire 1/ }),
        'mamie@exemple.fr',
      );
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(recipientField(1)).toHaveValue('mamie@exemple.fr');
      expect(navigations).toEqual([]);
      await expectNoAxeViolations(container);
    },
  );

  it('[S2.40] [S8.2] an answer without a message shows the domain error for sending', async () => {
    const { user } = renderShare({
      api: { shareListByEmail: { status: 502, body: 'Bad Gateway' } },
    });
    await user.type(
      await screen.findByRole('combobox', { name: /destinataire 1/ }),
      'mamie@exemple.fr',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorToastMessages.ERROR_OCCURED_WHILE_SENDING_MESSAGE,
    );
  });

  it('[S2.40] removes a recipient and moves the focus to the field in its place', async () => {
    const { user } = renderShare();
    await user.type(
      await screen.findByRole('combobox', { name: /destinataire 1/ }),
      'a@exemple.fr',
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter un destinataire' }));
    await user.type(recipientField(2), 'b@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Retirer le destinataire 1' }));
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(recipientField(1)).toHaveValue('b@exemple.fr');
    expect(recipientField(1)).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
  });

  it('[S2.40] at most 20 recipients', async () => {
    const { user } = renderShare();
    const add = await screen.findByRole('button', { name: 'Ajouter un destinataire' });
    for (let i = 1; i < 20; i += 1) await user.click(add);
    expect(screen.getAllByRole('combobox')).toHaveLength(20);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Vous pouvez inviter 20 personnes au plus par envoi.');
  });

  it('[S2.40] the personal message stops at 1000 characters, with a counter', async () => {
    const { user } = renderShare();
    const message = await screen.findByRole('textbox', { name: 'Message personnel (facultatif)' });
    await user.click(message);
    await user.paste('é'.repeat(1005));
    expect(message).toHaveValue('é'.repeat(1000));
    expect(message).toHaveAccessibleDescription('1000 caractères sur 1000');
  });
});

describe('ShareScreen, a list not published yet', () => {
  it('[S2.5] [S4.1] a draft: explains it must be published first, with a link to the list', async () => {
    const { container, requests } = renderShare({ status: 'DRAFT' });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Votre liste n’est pas encore publiée',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Vos proches ne peuvent voir votre liste qu’une fois publiée. Publiez-la depuis votre liste, puis revenez ici pour la partager.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à ma liste' })).toHaveAttribute(
      'href',
      '/list/demo00draft/detenteur',
    );
    expect(screen.queryByRole('button', { name: 'Copier le lien' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code du lien de la liste' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Inviter par e-mail' })).toBeNull();
    expect(requests.some((request) => request.url.includes('shareListByEmail'))).toBe(false);
    await expectNoAxeViolations(container);
  });
});

describe('ShareScreen, loading', () => {
  it('[S2.5] says the list is loading, then shows it', async () => {
    renderShare();
    expect(screen.getByText('Chargement de la liste...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Chargement de la liste...')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partager ma liste');
  });

  it('[S7.1] [S8.2] a failed read (not a 400/404) says to try again later', async () => {
    renderShare({
      api: {
        getItemsOfListByIdAndCompanyAndCriterias: {
          status: 403,
          body: { status: 403, code: 'FORBIDDEN', message: 'Interdit' },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA,
    );
  });
});
