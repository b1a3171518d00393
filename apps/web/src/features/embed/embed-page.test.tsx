import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { aBusiness, answerStream, chatOpens } from '@/testing/fixtures';
import EmbedPage from './embed-page';

const renderEmbed = () => renderWithApp(<Route path="/embed/:businessId" component={EmbedPage} />, { path: '/embed/7', user: null });

describe('EmbedPage (the chat in widget.js’s iframe)', () => {
  it('chats: starters offered, the input busy while the answer streams in, then the answer with its source', async () => {
    let asked: unknown;
    server.use(
      http.get('/api/embed/7', () => HttpResponse.json(aBusiness({ active: true, subdomain: 'harbour-light' }))),
      ...chatOpens(7, { starters: ['When are you open?'] }),
      http.post('/api/chat/7/stream', async ({ request }) => {
        asked = await request.json();
        return answerStream(
          ['We open ', 'at 7.'],
          {
            response: 'We open at 7.',
            sources: [{ title: 'Opening hours', url: null }],
            answered: true,
          },
          { gapMs: 30 },
        );
      }),
    );
    const { user } = renderEmbed();
    expect(await screen.findByRole('button', { name: 'When are you open?' })).toBeInTheDocument();
    const input = screen.getByLabelText('Message');
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, 'Do you open early?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled());
    expect(await screen.findByText('We open at 7.')).toBeInTheDocument();
    expect(await screen.findByTestId('chat-sources')).toHaveTextContent('Opening hours');
    await waitFor(() => expect(screen.getByLabelText('Message')).toBeEnabled());
    expect(asked).toMatchObject({ message: 'Do you open early?', visitorId: '4f6c2d1e-8a3b-4c5d-9e0f-1a2b3c4d5e6f' });
  });

  it('a business that cannot be embedded says the chat is not available', async () => {
    server.use(http.get('/api/embed/7', () => HttpResponse.json({ message: 'Not found', code: 'not_found' }, { status: 404 })));
    renderEmbed();
    expect(await screen.findByText('This chat is not available.')).toBeInTheDocument();
  });
});
