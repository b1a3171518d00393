import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, delay, http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import SettingsPage from './settings-page';

describe('SettingsPage', () => {
  it('change password: mismatched confirmation is refused before any request', async () => {
    const posted = vi.fn();
    server.use(http.post('/api/account/password', posted));
    const { user } = renderWithApp(<SettingsPage />, { path: '/settings' });
    await user.type(await screen.findByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  it('change password: disabled while saving, the server’s refusal as an Error toast, the fields kept', async () => {
    server.use(
      http.post('/api/account/password', async () => {
        await delay(50);
        return apiError(400, 'Current password is incorrect');
      }),
    );
    const { user } = renderWithApp(<SettingsPage />, { path: '/settings' });
    await user.type(await screen.findByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Change password/ })).toBeDisabled());
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Change password/ })).toBeEnabled();
    expect(screen.getByLabelText('Current password')).toHaveValue('old-secret');
  });

  it('delete account: asks for the password in the dialog, then signs out to the landing page', async () => {
    let body: unknown;
    server.use(
      http.delete('/api/account', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Account deleted' });
      }),
    );
    const { user, history } = renderWithApp(<SettingsPage />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Confirm with your password'), 'old-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(body).toEqual({ password: 'old-secret' });
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
  });
});
