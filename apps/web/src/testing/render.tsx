import * as React from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '@staffwright/contract';
import { ThemeProvider } from '@/components/theme/theme';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { http, HttpResponse, server } from './server';

afterEach(() => {
  cleanup();
  // The app's one query client (mutations refresh through it): each test starts with an empty cache.
  queryClient.clear();
  localStorage.clear();
});

export const OWNER: User = {
  id: 1,
  username: 'maria',
  email: 'maria@harbourlight.example',
  createdAt: '2026-11-01T09:00:00.000Z',
  isAdmin: false,
  emailVerified: true,
  impersonatedBy: null,
};

/**
 * Renders a screen or component as the app does (app/App.tsx): the app's query client with its
 * real fetch-based query function, the theme and auth providers, a router at `path`, and the
 * toaster. Only the network is fake: GET /api/user answers `user` (default: a signed-in, verified
 * owner; null: signed out, 401); every other request needs its own MSW handler.
 */
export function renderWithApp(ui: React.ReactElement, { path = '/', user = OWNER }: { path?: string; user?: User | null } = {}) {
  server.use(
    http.get('/api/user', () =>
      user ? HttpResponse.json(user) : HttpResponse.json({ message: 'Unauthorized', code: 'unauthorized' }, { status: 401 }),
    ),
  );
  const location = memoryLocation({ path, record: true });
  // delay: null — no timer between keystrokes: the tests stay fast and nothing here depends on typing speed.
  const events = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
          <Toaster />
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, user: events, history: location.history };
}
