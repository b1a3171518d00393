import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import LandingPage from './landing-page';

describe('LandingPage', () => {
  it('offers a visitor sign-in and registration, and the mobile menu', async () => {
    const { user } = renderWithApp(<LandingPage />, { user: null });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?mode=register');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?mode=login');
    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('offers a signed-in owner the way back to the dashboard instead', async () => {
    renderWithApp(<LandingPage />);
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(header).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
