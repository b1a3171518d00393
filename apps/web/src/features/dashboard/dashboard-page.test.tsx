import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { aBusiness } from '@/testing/fixtures';
import DashboardPage from './dashboard-page';
import { TUTORIAL_FLAG_KEY } from '@staffwright/contract';

describe('DashboardPage', () => {
  // The first-visit tour is the tutorial's own concern; these tests are about the list.
  beforeEach(() => localStorage.setItem(TUTORIAL_FLAG_KEY, 'true'));

  it('lists the owner’s businesses with their links', async () => {
    server.use(http.get('/api/business', () => HttpResponse.json([aBusiness(), aBusiness({ id: 8, name: 'Brightsmile Dental' })])));
    renderWithApp(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByText('Loading businesses...')).toBeInTheDocument();
    expect(await screen.findByText('Harbour Light Bakery')).toBeInTheDocument();
    expect(screen.getByText('Brightsmile Dental')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Complete Setup' })[0]).toHaveAttribute('href', '/business-setup/7');
  });

  it('says so when there is none yet', async () => {
    server.use(http.get('/api/business', () => HttpResponse.json([])));
    renderWithApp(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'No businesses yet' })).toBeInTheDocument();
  });

  it('shows the failure in place with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/business', () =>
        ++calls === 1 ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }) : HttpResponse.json([aBusiness()]),
      ),
    );
    const { user } = renderWithApp(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Could not load your businesses' })).toBeInTheDocument();
    expect(screen.getByText('503: Service Unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Harbour Light Bakery')).toBeInTheDocument());
  });
});
