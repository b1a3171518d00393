import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@staffwright/contract';
import { http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { AdminList, type Column } from './admin-list';

const user = (id: number): AdminUser => ({ id, username: `user${id}`, email: `user${id}@example.com` }) as AdminUser;
const columns: Column<AdminUser>[] = [
  { header: 'Username', cell: (u) => u.username },
  { header: 'ID', cell: (u) => u.id, numeric: true },
];

/** 45 users, served 20 to a page, filtered by the start of their name like the server. */
function serveUsers() {
  const all = Array.from({ length: 45 }, (_, i) => user(i + 1));
  const seen: string[] = [];
  server.use(
    http.get('/api/admin/users', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.search);
      const q = url.searchParams.get('q') ?? '';
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      const hits = all.filter((u) => u.username.startsWith(q));
      return HttpResponse.json({
        items: hits.slice((page - 1) * size, page * size),
        total: hits.length,
        totalCapped: false,
        page,
        pageSize: size,
      });
    }),
  );
  return seen;
}

const renderList = () =>
  renderWithApp(<AdminList kind="users" label="users" columns={columns} rowKey={(u) => u.id} emptyText="No users yet" />, {
    path: '/admin',
  });

describe('AdminList', () => {
  it('shows one page, and pages forward and back with the buttons disabled at the ends', async () => {
    serveUsers();
    const { user: events } = renderList();
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(screen.getAllByTestId('users-row')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('searches after the pause, from page 1, and says when nothing matches', async () => {
    const seen = serveUsers();
    const { user: events } = renderList();
    await screen.findByText('Showing 1–20 of 45');
    await events.type(screen.getByLabelText('Search users'), 'user4');
    expect(await screen.findByText('Showing 1–7 of 7')).toBeInTheDocument();
    expect(seen.filter((s) => s.includes('q='))).toEqual(['?page=1&pageSize=20&q=user4']);
    await events.clear(screen.getByLabelText('Search users'));
    await events.type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No users match “nobody”')).toBeInTheDocument();
  });

  it('shows the server’s error as an alert in the table', async () => {
    server.use(http.get('/api/admin/users', () => HttpResponse.json({ message: 'Admins only', code: 'forbidden' }, { status: 403 })));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('403: Admins only');
  });
});
