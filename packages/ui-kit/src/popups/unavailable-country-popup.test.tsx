import { COUNTRY_POPUP_AUTO_CLOSE_MS, screenMessages } from '@ldn/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { UnavailableCountryPopup } from './unavailable-country-popup';

describe('UnavailableCountryPopup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[S2.50] [S4.11] tells the country is not available', async () => {
    renderWithProviders(<UnavailableCountryPopup open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Pays non disponible' })).toHaveAccessibleDescription(
      screenMessages.UNAVAILABLE_COUNTRY,
    );
    await expectNoAxeViolations(document.body);
  });

  it('[S4.10] [S4.11] [S9.9] hides by itself after 5000 ms', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(<UnavailableCountryPopup open onClose={onClose} />);
    act(() => {
      vi.advanceTimersByTime(COUNTRY_POPUP_AUTO_CLOSE_MS - 1);
    });
    // A new callback on re-render does not restart the 5 seconds.
    rerender(<UnavailableCountryPopup open onClose={onClose} />);
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("[S4.11] closes earlier with 'Fermer'", async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<UnavailableCountryPopup open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('starts no timer while closed', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithProviders(<UnavailableCountryPopup open={false} onClose={onClose} />);
    act(() => {
      vi.advanceTimersByTime(COUNTRY_POPUP_AUTO_CLOSE_MS * 2);
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
