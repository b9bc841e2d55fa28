import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';

describe('expectNoAxeViolations', () => {
  it("checks a whole page's landmarks only when asked (region)", async () => {
    render(
      <>
        <main>
          <h1>Page</h1>
        </main>
        <p>Hors de tout repère</p>
      </>,
    );
    await expectNoAxeViolations();
    await expect(expectNoAxeViolations(document.body, { page: true })).rejects.toMatchObject({
      actual: [expect.stringMatching(/^region: /)],
    });
  });
});
