import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { Page, PAGE_WIDTHS } from './page';

describe('Page', () => {
  it('[WCAG 1.3.1] a region named by its heading, centred at the theme content width by default', async () => {
    const { container } = renderWithProviders(
      <main>
        <Page aria-labelledby="title">
          <h1 id="title">Ma liste</h1>
        </Page>
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Ma liste' });
    expect(region.tagName).toBe('SECTION');
    const style = getComputedStyle(region);
    expect(style.maxWidth).toBe('1200px');
    expect(style.marginLeft).toBe('auto');
    expect(style.padding).toBe('32px 16px');
    await expectNoAxeViolations(container);
  });

  it('takes a named width, compact spacing, a column gap and another element', () => {
    renderWithProviders(
      <Page element="div" width="narrow" spacing="compact" gap="lg" data-testid="page">
        <p>Un</p>
      </Page>,
    );
    const page = screen.getByTestId('page');
    expect(page.tagName).toBe('DIV');
    const style = getComputedStyle(page);
    expect(style.maxWidth).toBe(`${PAGE_WIDTHS.narrow}px`);
    expect(style.padding).toBe('24px 16px');
    expect(style.display).toBe('flex');
    expect(style.gap).toBe('24px');
  });

  it('a screen extends it for its heading, keeping the frame', () => {
    const Screen = styled(Page).attrs({ element: 'div', width: 'wide' })`
      h1 {
        margin: 0;
      }
    `;
    renderWithProviders(
      <Screen data-testid="page">
        <h1>Activité</h1>
      </Screen>,
    );
    const page = screen.getByTestId('page');
    expect(page.tagName).toBe('DIV');
    expect(getComputedStyle(page).maxWidth).toBe('960px');
    expect(getComputedStyle(screen.getByRole('heading')).marginTop).toBe('0px');
  });
});
