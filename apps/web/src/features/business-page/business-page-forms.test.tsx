import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OwnerIdentity } from '@staffwright/contract';
import { apiError, delay, http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { aBusiness } from '@/testing/fixtures';
import { EmbedCard } from './embed-card';
import { IdentityCard } from './identity-card';
import { LeadsCard } from './leads-card';

const owner: OwnerIdentity = {
  identity: { description: null, phone: '+1-802-555-0142', email: 'hello@harbourlight.example', address: null, hours: [], logoUrl: null },
  website: { phone: '+1-802-555-0142', email: 'hello@harbourlight.example', address: null, hours: [] },
  fromWebsite: ['phone', 'email'],
};

describe('IdentityCard', () => {
  it('refuses a bad value with the contract’s message under the field, and sends nothing', async () => {
    const put = vi.fn();
    server.use(
      http.get('/api/business/7/identity', () => HttpResponse.json(owner)),
      http.put('/api/business/7/identity', put),
    );
    const { user } = renderWithApp(<IdentityCard business={aBusiness()} />);
    expect(await screen.findByTestId('from-website-email')).toHaveTextContent('From your website');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'hello@');
    await user.type(screen.getByLabelText('Opening hours'), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Enter an email address, like hello@example.com', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Opening hours: at most 14 lines of up to 80 characters', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    // The website's value comes back with one click.
    await user.click(screen.getByRole('button', { name: 'Use the website’s' }));
    expect(screen.getByLabelText('Email')).toHaveValue('hello@harbourlight.example');
  });

  it('saves what was typed, busy meanwhile; the server’s field messages are shown where they belong', async () => {
    let body: unknown;
    let calls = 0;
    server.use(
      http.get('/api/business/7/identity', () => HttpResponse.json(owner)),
      http.put('/api/business/7/identity', async ({ request }) => {
        body = await request.json();
        await delay(50);
        if (++calls === 1) return apiError(400, 'Logo must be a web address starting with https://', { logoUrl: 'Logo not reachable' });
        return HttpResponse.json({ ...owner, identity: { ...owner.identity, description: 'Bread since 1990.' } });
      }),
    );
    const { user } = renderWithApp(<IdentityCard business={aBusiness()} />);
    await user.type(await screen.findByLabelText('Short description'), 'Bread since 1990.');
    await user.type(screen.getByLabelText('Opening hours'), 'Mon–Fri 7:00–15:00{Enter}Sat 8:00–12:00');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await screen.findByText('Logo not reachable')).toBeInTheDocument();
    expect(body).toMatchObject({ description: 'Bread since 1990.', hours: ['Mon–Fri 7:00–15:00', 'Sat 8:00–12:00'] });
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Business details saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Short description')).toHaveValue('Bread since 1990.'));
  });

  it('a failed load says so, with a retry', async () => {
    server.use(http.get('/api/business/7/identity', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })));
    renderWithApp(<IdentityCard business={aBusiness()} />);
    expect(await screen.findByText('Could not load the business details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('EmbedCard', () => {
  it('refuses what is not a website address, then saves the list and shows the server’s', async () => {
    let body: unknown;
    server.use(
      http.get('/api/business/7/embed', () => HttpResponse.json({ origins: [] })),
      http.put('/api/business/7/embed', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ origins: ['https://harbourlight.example'] });
      }),
    );
    const { user } = renderWithApp(<EmbedCard businessId={7} />);
    const box = screen.getByLabelText('Allowed sites (one per line)');
    await user.type(box, 'not a site');
    await user.click(screen.getByRole('button', { name: 'Save allowed sites' }));
    expect(await screen.findByText('Not a website address: not')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.clear(box);
    await user.type(box, 'https://harbourlight.example/menu');
    await user.click(screen.getByRole('button', { name: 'Save allowed sites' }));
    expect(await screen.findByText('Allowed sites saved')).toBeInTheDocument();
    expect(body).toEqual({ origins: ['https://harbourlight.example/menu'] });
    await waitFor(() => expect(box).toHaveValue('https://harbourlight.example'));
  });
});

describe('LeadsCard email setting', () => {
  it('shows the chosen mode from the click on while it saves, and the saved one again when saving fails', async () => {
    let calls = 0;
    server.use(
      http.get('/api/business/7/leads', () => HttpResponse.json({ leads: [], total: 0, page: 1, pageSize: 20 })),
      http.get('/api/business/7/lead-settings', () => HttpResponse.json({ emails: 'instant' })),
      http.put('/api/business/7/lead-settings', async () => {
        await delay(100);
        if (++calls === 1) return apiError(503, 'The database is not available. Try again in a minute.');
        return HttpResponse.json({ emails: 'digest' });
      }),
    );
    renderWithApp(<LeadsCard businessId={7} />);
    const instant = await screen.findByRole('radio', { name: /As they come/ });
    const digest = screen.getByRole('radio', { name: /Daily digest/ });
    await waitFor(() => expect(instant).toBeChecked());

    // Checked when the click's event is over, not a tick later: a browser test reads it that soon.
    fireEvent.click(digest);
    expect(digest).toBeChecked();
    expect(await screen.findByText('The database is not available. Try again in a minute.')).toBeInTheDocument();
    await waitFor(() => expect(instant).toBeChecked());

    fireEvent.click(digest);
    expect(digest).toBeChecked();
    expect(await screen.findByText('You get one email a day with the new leads.')).toBeInTheDocument();
    expect(digest).toBeChecked();
  });
});
