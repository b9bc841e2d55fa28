import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToProductWhenShown } from './scroll-to-product';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('scrollToProductWhenShown', () => {
  it('[S4.11] a card already in the page is scrolled to and focused at once', () => {
    const card = document.createElement('article');
    card.id = 'produit-12345678';
    card.textContent = 'Poussette';
    document.body.append(card);
    const scroll = vi.spyOn(card, 'scrollIntoView');
    scrollToProductWhenShown('12345678');
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
    expect(card).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(card);
  });

  it('[S4.11] a card rendered later (the list loading) is scrolled to when it appears', async () => {
    scrollToProductWhenShown('12345678');
    const card = document.createElement('article');
    card.id = 'produit-12345678';
    const scroll = vi.spyOn(card, 'scrollIntoView');
    document.body.append(card);
    await vi.waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(card);
  });

  it('[S4.11] it gives up after the wait', async () => {
    vi.useFakeTimers();
    scrollToProductWhenShown('12345678', { timeoutMs: 100 });
    vi.advanceTimersByTime(150);
    const card = document.createElement('article');
    card.id = 'produit-12345678';
    const scroll = vi.spyOn(card, 'scrollIntoView');
    document.body.append(card);
    await Promise.resolve();
    expect(scroll).not.toHaveBeenCalled();
  });
});
