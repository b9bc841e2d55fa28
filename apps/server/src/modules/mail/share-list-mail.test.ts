import { describe, expect, it } from 'vitest';
import { renderShareListMail } from './share-list-mail';

const INPUT = {
  ownerFirstName: 'Claire',
  listTitle: 'La liste de Léa',
  welcomeMessage: 'Bienvenue sur notre liste !\nMerci à tous.',
  personalMessage: 'Mamie, voici notre liste.',
  listUrl: 'https://liste.example.fr/list/0123456789abcdef0123',
};

describe('renderShareListMail', () => {
  it('[S2.40] writes the invitation in French: who invites, the list, both messages and the link', () => {
    const mail = renderShareListMail(INPUT);
    expect(mail.subject).toBe(
      'Claire vous invite à découvrir sa liste de naissance « La liste de Léa »',
    );
    expect(mail.text).toBe(
      [
        'Bonjour,',
        '',
        'Claire vous invite à découvrir sa liste de naissance « La liste de Léa ».',
        '',
        'Le message de Claire :',
        'Mamie, voici notre liste.',
        '',
        'Le mot de bienvenue de la liste :',
        'Bienvenue sur notre liste !\nMerci à tous.',
        '',
        'Voir la liste de naissance : https://liste.example.fr/list/0123456789abcdef0123',
        '',
        'Vous pourrez y choisir un cadeau ou participer à la cagnotte, en ligne ou en magasin.',
        '',
        '--',
        "Vous recevez ce message parce que Claire a saisi votre adresse pour partager sa liste de naissance. Votre adresse n'est utilisée que pour cet envoi.",
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(
      '<a href="https://liste.example.fr/list/0123456789abcdef0123" style="display:inline-block;',
    );
    expect(mail.html).toContain('>Voir la liste de naissance</a>');
    expect(mail.html).toContain('Bienvenue sur notre liste !<br>Merci à tous.');
    expect(mail.html).toContain('Mamie, voici notre liste.');
    expect(mail.html).not.toContain('<script');
  });

  it('[S2.40] leaves out empty messages', () => {
    const mail = renderShareListMail({ ...INPUT, welcomeMessage: ' ', personalMessage: '' });
    expect(mail.text).not.toContain('Le message de Claire');
    expect(mail.text).not.toContain('Le mot de bienvenue');
    expect(mail.html).not.toContain('<blockquote');
  });

  it('[S2.40] escapes what the parent typed, and keeps the subject on one line', () => {
    const mail = renderShareListMail({
      ...INPUT,
      listTitle: 'Nos <b>jumeaux</b>\nBcc: x@example.fr',
      personalMessage: '<script>alert("x")</script> & "bises"',
    });
    expect(mail.subject).toBe(
      'Claire vous invite à découvrir sa liste de naissance « Nos <b>jumeaux</b> Bcc: x@example.fr »',
    );
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;bises&quot;',
    );
    expect(mail.html).toContain('Nos &lt;b&gt;jumeaux&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>jumeaux');
  });
});
