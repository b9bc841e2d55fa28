import { describe, expect, it } from 'vitest';
import { paymentPage, type PaymentPageInput } from './payment-pages';

const PAYMENT: PaymentPageInput = {
  paymentId: '0123456789abcdef0123456789abcdef',
  listTitle: 'Bienvenue Léa !',
  amountCents: 9_390,
  productsCents: 5_990,
  contributionCents: 2_000,
  deliveryFeeCents: 1_400,
  lines: [
    { name: 'Poussette citadine Lune', quantity: 1, amountCents: 4_990 },
    { name: 'Body <coton>', quantity: 2, amountCents: 1_000 },
  ],
  expiresAtText: '09:30',
};

describe('the sandbox payment page', () => {
  it("[S1.8] carries the full title: the page's name, then 'Liste de naissance | Aubert'", () => {
    expect(paymentPage(PAYMENT)).toMatch(/<title>[^<]+ – Liste de naissance \| Aubert<\/title>/);
  });

  it('[S4.3] the order table gives each line a row header, the amount its data cell (RGAA 5.6)', () => {
    const html = paymentPage(PAYMENT);
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((match) => match[1]);
    expect(rows).toEqual([
      '<th scope="row">Poussette citadine Lune × 1</th><td class="num">49,90\u00a0€</td>',
      '<th scope="row">Body &lt;coton&gt; × 2</th><td class="num">10,00\u00a0€</td>',
      '<th scope="row">Participation à la cagnotte</th><td class="num">20,00\u00a0€</td>',
      '<th scope="row">Livraison aux parents en magasin</th><td class="num">14,00\u00a0€</td>',
    ]);
    // No cell left without its header.
    expect(html).not.toMatch(/<tr><td/);
  });

  it('[S4.3] says before the form that every field is required, and ties it to each field (RGAA 11.10)', () => {
    const html = paymentPage(
      PAYMENT,
      { cardNumber: '', expiry: '', holder: '' },
      {
        cvc: 'Le cryptogramme doit comporter 3 chiffres.',
      },
    );
    const note = '<p class="hint" id="required-note">Tous les champs sont obligatoires.</p>';
    expect(html.indexOf(note)).toBeGreaterThan(0);
    expect(html.indexOf(note)).toBeLessThan(html.indexOf('<form'));
    const inputs = [...html.matchAll(/<input id="(\w+)"[^>]*>/g)];
    expect(inputs.map((match) => match[1])).toEqual(['cardNumber', 'expiry', 'cvc', 'holder']);
    for (const [input] of inputs) {
      expect(input).toContain(' required');
      expect(input).toMatch(/aria-describedby="required-note( |")/);
    }
    expect(html).toContain('aria-describedby="required-note cardNumber-hint"');
    expect(html).toContain('aria-describedby="required-note cvc-error"');
  });

  it('keeps the sandbox banner in a landmark, as every part of the page (axe region)', () => {
    expect(paymentPage(PAYMENT)).toContain(
      '<aside><p class="sandbox" role="note">Environnement de test : aucun paiement réel n’est effectué.</p></aside>',
    );
  });
});
