import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Business } from '@staffwright/contract';
import { apiError, delay, http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { BusinessForm } from './business-form';

async function fillValid(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(screen.getByLabelText('Business name'), 'Harbour Light Bakery');
  await user.type(screen.getByLabelText('Website'), 'harbourlight.example');
  await user.click(screen.getByRole('combobox', { name: 'Industry' }));
  await user.click(await screen.findByRole('option', { name: 'Dental' }));
  await user.type(screen.getByLabelText('Agent name'), 'Zoë');
  await user.type(screen.getByLabelText('Agent title'), 'Front Desk Coordinator');
}

describe('BusinessForm (onboarding)', () => {
  it('shows the contract’s messages for empty fields and sends nothing', async () => {
    const posted = vi.fn();
    server.use(http.post('/api/business', posted));
    const { user } = renderWithApp(<BusinessForm onCreated={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Industry is required')).toBeInTheDocument();
    expect(screen.getByText('Agent name is required')).toBeInTheDocument();
    expect(screen.getByText('Agent title is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).not.toHaveBeenCalled();
  });

  it('adds https:// to the website, disables the button while it saves, and reports the business', async () => {
    let body: unknown;
    server.use(
      http.post('/api/business', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ id: 7, name: 'Harbour Light Bakery' } as Business, { status: 201 });
      }),
      http.get('/api/business', () => HttpResponse.json([])),
    );
    const onCreated = vi.fn();
    const { user } = renderWithApp(<BusinessForm onCreated={onCreated} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    expect(screen.getByRole('button', { name: /Create Business/ })).toBeDisabled();
    expect(await screen.findByText('Business created successfully')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(body).toMatchObject({ website: 'https://harbourlight.example', industry: 'dental', agentName: 'Zoë' });
  });

  it('shows the server’s message when the business cannot be created', async () => {
    server.use(http.post('/api/business', () => apiError(409, 'You already have a business with this name')));
    const onCreated = vi.fn();
    const { user } = renderWithApp(<BusinessForm onCreated={onCreated} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    expect(await screen.findByText('You already have a business with this name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Business' })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
