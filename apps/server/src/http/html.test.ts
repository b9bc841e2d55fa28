import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlPage } from './html';

describe('htmlPage', () => {
  it("[S2.35] frames a server page: French, sized for phones, with the list pages' robots noindex", () => {
    const html = htmlPage({
      title: 'Paiement',
      style: 'p{margin:0}',
      body: '<main>Bonjour</main>',
    });
    expect(html.startsWith('<!doctype html>\n<html lang="fr">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<style>p{margin:0}</style>\n</head>');
    expect(html).toContain('<body>\n<main>Bonjour</main>\n</body>\n</html>\n');
    expect(html).not.toContain('<script');
  });

  it('[ASVS V1.2.1] [ASVS V3.4.3] escapes the title; a script is same-origin and deferred, never inline', () => {
    const html = htmlPage({
      title: 'Connexion – <Liste> & "cie"',
      style: '',
      body: '',
      script: '/oidc/assets/logout-confirm.js?a=1&b=2',
    });
    expect(html).toContain('<title>Connexion – &lt;Liste&gt; &amp; &quot;cie&quot;</title>');
    expect(html).toContain(
      '<script src="/oidc/assets/logout-confirm.js?a=1&amp;b=2" defer></script>\n</head>',
    );
    expect(escapeHtml("l'été")).toBe('l&#39;été');
  });
});
