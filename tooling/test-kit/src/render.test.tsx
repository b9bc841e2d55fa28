import { useGetUserProfileQuery } from '@ldn/api-client';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { PARENT } from './fixtures/profile';
import { renderWithProviders } from './render';
import { API_BASE } from './server';

function WhoAmI() {
  const { data, error } = useGetUserProfileQuery(undefined);
  if (error) return <p>erreur</p>;
  return <p>{data?.logged ? data.firstName : 'chargement'}</p>;
}

describe('renderWithProviders', () => {
  it('answers the api client through MSW and records the request', async () => {
    const { requests } = renderWithProviders(<WhoAmI />, {
      api: { getUserProfil: { status: 200, body: PARENT } },
    });
    expect(await screen.findByText('Camille')).toBeInTheDocument();
    expect(requests.map((request) => request.method)).toEqual(['GET']);
    expect(requests[0]?.url).toContain(`${API_BASE}/`);
    await expectNoAxeViolations();
  });

  it('answers 404 where no answer is given', async () => {
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('erreur')).toBeInTheDocument();
  });

  it('lets a handler answer before the answers by fragment', async () => {
    renderWithProviders(<WhoAmI />, {
      api: { getUserProfil: { status: 200, body: PARENT } },
      handlers: [
        http.get(`${API_BASE}/*`, () => HttpResponse.json({ ...PARENT, firstName: 'Paul' })),
      ],
    });
    await waitFor(() => expect(screen.getByText('Paul')).toBeInTheDocument());
  });
});
