import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import DeleteConversationPage from './delete-conversation-page';

const TOKEN = 'a'.repeat(43);
const PATH = `/delete-conversation?c=12&token=${TOKEN}`;
const pending = {
  status: 'pending',
  businessName: 'Harbour Light Bakery',
  startedAt: '2026-11-20T10:00:00.000Z',
  lastMessageAt: '2026-11-20T10:05:00.000Z',
  messageCount: 4,
};

describe('DeleteConversationPage', () => {
  it('a mangled link is "not valid" and asks the server nothing', async () => {
    const asked = vi.fn();
    server.use(http.get('/api/conversation-deletion/:id', asked));
    renderWithApp(<DeleteConversationPage />, { path: '/delete-conversation?c=12&token=short', user: null });
    expect(await screen.findByTestId('deletion-invalid')).toBeInTheDocument();
    expect(screen.getByText('Nothing has been deleted.')).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks first, is busy while it deletes, then says it is gone', async () => {
    let posted: unknown;
    server.use(
      http.get('/api/conversation-deletion/12', () => HttpResponse.json(pending)),
      http.post('/api/conversation-deletion/12', async ({ request }) => {
        posted = await request.json();
        await delay(50);
        return HttpResponse.json({ status: 'deleted' });
      }),
    );
    const { user } = renderWithApp(<DeleteConversationPage />, { path: PATH, user: null });
    expect(await screen.findByTestId('deletion-confirm')).toHaveTextContent('Delete your conversation?');
    await user.click(screen.getByRole('button', { name: 'Delete my conversation' }));
    expect(await screen.findByRole('button', { name: /Delete my conversation/ })).toBeDisabled();
    expect(await screen.findByTestId('deletion-done')).toHaveTextContent(
      'Your conversation with Harbour Light Bakery and the contact details you gave in it are gone for good.',
    );
    expect(posted).toEqual({ token: TOKEN });
  });

  it('a failed deletion is said on the page and can be tried again', async () => {
    server.use(
      http.get('/api/conversation-deletion/12', () => HttpResponse.json(pending)),
      http.post('/api/conversation-deletion/12', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    const { user } = renderWithApp(<DeleteConversationPage />, { path: PATH, user: null });
    await user.click(await screen.findByRole('button', { name: 'Delete my conversation' }));
    expect(await screen.findByText('The conversation could not be deleted just now. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my conversation' })).toBeEnabled();
  });
});
