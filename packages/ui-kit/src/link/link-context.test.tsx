import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AppLink, type LinkProps } from './link-context';

function RouterLink({ href, children, ...rest }: LinkProps) {
  return (
    <a {...rest} href={`#router${href}`} data-router="yes">
      {children}
    </a>
  );
}

describe('AppLink', () => {
  it('renders a plain anchor without a provider', () => {
    renderWithProviders(<AppLink href="/list/L1">Ma liste</AppLink>);
    expect(screen.getByRole('link', { name: 'Ma liste' })).toHaveAttribute('href', '/list/L1');
  });

  it("renders through the app's link component when one is given", () => {
    renderWithProviders(<AppLink href="/list/L1">Ma liste</AppLink>, { link: RouterLink });
    const link = screen.getByRole('link', { name: 'Ma liste' });
    expect(link).toHaveAttribute('href', '#router/list/L1');
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});
