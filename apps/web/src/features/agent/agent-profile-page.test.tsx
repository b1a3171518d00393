import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { aBusiness, chatOpens } from '@/testing/fixtures';
import AgentProfilePage from './agent-profile-page';

describe('AgentProfilePage (the owner’s preview on the app’s own host)', () => {
  it('shows the business with the identity the business page edits, and its chat', async () => {
    server.use(
      http.get('/api/business/current', () => HttpResponse.json(aBusiness({ active: true, subdomain: 'harbour-light' }))),
      http.get('/api/business/7/identity', () =>
        HttpResponse.json({
          identity: { description: 'Bread since 1990.', phone: null, email: null, address: null, hours: [], logoUrl: null },
          website: null,
          fromWebsite: [],
        }),
      ),
      ...chatOpens(7),
    );
    renderWithApp(<AgentProfilePage />, { path: '/agent-profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Light Bakery' })).toBeInTheDocument();
    expect(await screen.findByTestId('business-description')).toHaveTextContent('Bread since 1990.');
    expect(screen.getByRole('region', { name: 'Chat with Zoë' })).toBeInTheDocument();
  });

  it('without a published business: the SPEC message, and back to the dashboard', async () => {
    server.use(http.get('/api/business/current', () => HttpResponse.json({ message: 'Not found', code: 'not_found' }, { status: 404 })));
    const { history } = renderWithApp(<AgentProfilePage />, { path: '/agent-profile' });
    expect(
      await screen.findByText('No active business found. Please complete the setup process.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
  });
});
