import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse, server } from '@/testing/server';
import { OWNER, renderWithApp } from '@/testing/render';
import AuthPage from './auth-page';

describe('AuthPage', () => {
  it('sign-in: the contract’s messages on an empty submit, and nothing is sent', async () => {
    const posted = vi.fn();
    server.use(http.post('/api/login', posted));
    const { user } = renderWithApp(<AuthPage />, { path: '/auth', user: null });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).not.toHaveBeenCalled();
  });

  it('sign-in: busy while the server answers, then "Login failed" with its reason', async () => {
    server.use(
      http.post('/api/login', async () => {
        await delay(50);
        return HttpResponse.json({ message: 'Invalid username or password', code: 'unauthorized' }, { status: 401 });
      }),
    );
    const { user, history } = renderWithApp(<AuthPage />, { path: '/auth', user: null });
    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: /Sign In/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Sign In/ })).toBeDisabled();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(history.at(-1)).toBe('/auth');
  });

  it('register: an invalid email is refused; a good form goes on to onboarding', async () => {
    server.use(
      http.post('/api/register', () => HttpResponse.json({ user: { ...OWNER, emailVerified: false }, message: 'ok' }, { status: 201 })),
    );
    const { user, history } = renderWithApp(<AuthPage />, { path: '/auth?mode=register', user: null });
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Email'), 'maria@');
    await user.type(screen.getByLabelText('Password'), 'a-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'harbourlight.example');
    await waitFor(() => expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(history.at(-1)).toBe('/onboarding'));
    expect(await screen.findByText('Your account has been created successfully.')).toBeInTheDocument();
  });
});
