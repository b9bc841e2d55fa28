import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { sellerMessages } from './messages';
import { SellerLoginScreen } from './seller-login-screen';

describe('SellerLoginScreen', () => {
  it('[S2.14] [S2.29] offers the external login, coming back to SellerPage', async () => {
    renderWithProviders(<SellerLoginScreen />, {
      path: '/seller/login',
      routePath: '/seller/login',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: sellerMessages.LOGIN_TITLE }),
    ).toBeInTheDocument();
    expect(screen.getByText(sellerMessages.LOGIN_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sellerMessages.LOGIN_BUTTON })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fseller',
    );
    await expectNoAxeViolations();
  });

  it('[S2.14] takes the login address the app gives', () => {
    renderWithProviders(<SellerLoginScreen loginHref="/login?redirect=%2Fkiosk%2Fseller" />, {
      path: '/seller/login',
      routePath: '/seller/login',
    });
    expect(screen.getByRole('link', { name: sellerMessages.LOGIN_BUTTON })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fkiosk%2Fseller',
    );
  });
});
