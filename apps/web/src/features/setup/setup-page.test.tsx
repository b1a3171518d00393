import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { apiError, delay, http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { aBusiness, noTrainingYet } from '@/testing/fixtures';
import SetupPage from './setup-page';

// Every profile field filled in: nothing is generated after load, so the tests are about the form.
const business = aBusiness({
  agentBio: 'Zoë answers questions about the bakery.',
  agentSkills: ['Orders'],
  agentResponsibilities: ['Answering questions'],
  agentExperience: 'Two years at the counter.',
  agentTools: ['Phone'],
});

beforeEach(() => {
  server.use(
    http.get('/api/business/7', () => HttpResponse.json(business)),
    http.get('/api/meta', () =>
      HttpResponse.json({ appDomain: 'staffwright.test', engine: { kind: 'builtin', model: null, label: 'Built-in engine' } }),
    ),
    http.post('/api/subdomain/suggest', () => HttpResponse.json({ suggestions: ['harbour-light', 'harbour-light-bakery'] })),
    ...noTrainingYet(7),
  );
});

const renderSetup = (path = '/business-setup/7') =>
  renderWithApp(<Route path="/business-setup/:businessId" component={SetupPage} />, { path });

describe('SetupPage', () => {
  it('preselects the first suggestion and shows where the assistant will be', async () => {
    renderSetup();
    expect(await screen.findByText('Loading business data...')).toBeInTheDocument();
    expect(await screen.findByTestId('subdomain-preview')).toHaveTextContent(
      'Your assistant will be available at harbour-light.staffwright.test',
    );
    expect(screen.getByRole('radio', { name: 'harbour-light' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  });

  it('Complete Setup is disabled without a subdomain, and a bad one gets the contract’s message', async () => {
    const posted = vi.fn();
    server.use(http.post('/api/business/7/setup', posted));
    const { user } = renderSetup();
    const box = await screen.findByLabelText('Subdomain');
    await waitFor(() => expect(box).toHaveValue('harbour-light'));
    await user.clear(box);
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
    await user.type(box, '-bad-');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(
      await screen.findByText('A subdomain uses 3 to 63 lower-case letters, digits or hyphens, and cannot start or end with a hyphen', {
        selector: '#subdomain-error',
      }),
    ).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  it('shows "Completing setup..." while it saves and the server’s refusal after', async () => {
    server.use(
      http.post('/api/business/7/setup', async () => {
        await delay(50);
        return apiError(409, 'This subdomain is already taken. Please choose another one.');
      }),
    );
    const { user } = renderSetup();
    await screen.findByTestId('subdomain-preview');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByTestId('busy-overlay')).toHaveTextContent('Completing setup...');
    expect(await screen.findByText('This subdomain is already taken. Please choose another one.')).toBeInTheDocument();
    expect(screen.queryByTestId('busy-overlay')).not.toBeInTheDocument();
  });

  it('a business that is not the owner’s is the not-found panel', async () => {
    server.use(http.get('/api/business/9', () => apiError(404, 'Business not found')));
    renderSetup('/business-setup/9');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });
});
