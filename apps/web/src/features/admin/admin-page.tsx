import * as React from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { ADMIN_TEXT, type AdminMessageAnalytics, type AdminUsageRecord, type AdminUser } from '@staffwright/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/dialog';
import { usePageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { AdminList, formatNumber, type Column } from './admin-list';
import { becomeUser, useDeleteUser, useImpersonate } from './api';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const utcDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * An instant shown locally ('date' or 'dateTime', the exact time in the tooltip), or an analytics
 * day: a UTC calendar day given as YYYY-MM-DD.
 */
function When({ iso, as }: { iso: string; as: 'date' | 'dateTime' | 'utcDay' }) {
  const d = new Date(as === 'utcDay' ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return <>{iso}</>;
  return (
    <time dateTime={iso} title={as === 'utcDay' ? undefined : dateTime.format(d)}>
      {(as === 'utcDay' ? utcDay : as === 'date' ? dateOnly : dateTime).format(d)}
    </time>
  );
}

function UserCell({ username, userId }: { username: string | null; userId: number | null }) {
  if (username == null) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="font-medium">
      {username}
      {userId != null && <span className="ml-1.5 text-xs font-normal text-muted-foreground">#{userId}</span>}
    </span>
  );
}

const TABS = [
  { value: 'users', label: 'Users' },
  { value: 'usage', label: 'API Usage' },
  { value: 'messages', label: 'Message Analytics' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function UsersTab() {
  const { user: me } = useAuth();
  const [, navigate] = useLocation();
  const impersonate = useImpersonate();
  const remove = useDeleteUser();
  const [toDelete, setToDelete] = React.useState<AdminUser | null>(null);

  const startImpersonation = (u: AdminUser) =>
    impersonate.mutate(u.id, {
      onSuccess: (r) => {
        becomeUser(r.user);
        navigate('/dashboard');
      },
      onError: (e) => toast({ title: 'Error', description: e.message || ADMIN_TEXT.impersonateFailed, variant: 'destructive' }),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast({ title: ADMIN_TEXT.deleted }),
      onError: (e) => toast({ title: 'Error', description: e.message || ADMIN_TEXT.deleteFailed, variant: 'destructive' }),
      onSettled: () => setToDelete(null),
    });
  };

  const columns: Column<AdminUser>[] = [
    { header: 'ID', cell: (u) => <span className="text-muted-foreground">{u.id}</span>, numeric: true, className: 'w-16' },
    {
      header: 'Username',
      cell: (u) => (
        <span className="flex items-center gap-2">
          <span className="font-medium">{u.username}</span>
          {u.isAdmin && <Badge variant="secondary">Admin</Badge>}
          {u.id === me?.id && <Badge variant="outline">You</Badge>}
        </span>
      ),
    },
    {
      header: 'Email',
      cell: (u) => (
        <span className="flex items-center gap-2">
          {u.email}
          {!u.emailVerified && <Badge variant="warning">Unverified</Badge>}
        </span>
      ),
    },
    { header: 'Created At', cell: (u) => <When iso={u.createdAt} as="date" /> },
    {
      header: 'Actions',
      actions: true,
      className: 'text-right',
      cell: (u) => {
        const busy = impersonate.isPending && impersonate.variables === u.id;
        return (
          <span className="flex gap-2 sm:justify-end [&>button]:flex-1 sm:[&>button]:flex-none">
            <Button
              variant="outline"
              size="sm"
              onClick={() => startImpersonation(u)}
              disabled={u.isAdmin || impersonate.isPending}
              title={u.isAdmin ? 'Administrators cannot be impersonated' : `Use ${u.username}'s account`}
              aria-label={`Impersonate ${u.username}`}
            >
              {busy && <Spinner />}
              Impersonate
            </Button>
            <Button
              variant="destructive"
              size="sm"
              onClick={() => setToDelete(u)}
              disabled={u.id === me?.id}
              title={u.id === me?.id ? 'You cannot delete your own account here' : `Delete ${u.username}`}
              aria-label={`Delete ${u.username}`}
            >
              Delete
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <>
      <AdminList kind="users" label="users" columns={columns} rowKey={(u) => u.id} emptyText="No users yet" />
      <AlertDialog open={!!toDelete} onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}>
        <AlertDialogContent>
          <div className="space-y-2">
            <AlertDialogTitle>{ADMIN_TEXT.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{ADMIN_TEXT.deleteDescription}</AlertDialogDescription>
          </div>
          {toDelete && (
            <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
              <span className="font-medium">{toDelete.username}</span> <span className="text-muted-foreground">· {toDelete.email}</span>
            </p>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending && <Spinner />}
              Delete
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

const usageColumns: Column<AdminUsageRecord>[] = [
  { header: 'User', cell: (r) => <UserCell username={r.username} userId={r.userId} /> },
  { header: 'Endpoint', cell: (r) => <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{r.endpoint}</code> },
  { header: 'Total Tokens', cell: (r) => formatNumber(r.tokensUsed), numeric: true },
  { header: 'Model', cell: (r) => r.model },
  {
    header: 'Status',
    cell: (r) =>
      r.status === 'success' ? (
        <Badge variant="success">success</Badge>
      ) : (
        <Badge variant="outline" className="border-destructive/50 text-destructive">
          {r.status}
        </Badge>
      ),
  },
  { header: 'Date', cell: (r) => <When iso={r.createdAt} as="dateTime" /> },
];

const messageColumns: Column<AdminMessageAnalytics>[] = [
  { header: 'User', cell: (r) => <UserCell username={r.username} userId={r.userId} /> },
  { header: 'Total Messages', cell: (r) => formatNumber(r.totalMessages), numeric: true },
  { header: 'Avg Response Time (ms)', cell: (r) => formatNumber(r.averageResponseTime), numeric: true },
  { header: 'Success Rate (%)', cell: (r) => formatNumber(r.successRate, 1), numeric: true },
  { header: 'Date', cell: (r) => <When iso={r.date} as="utcDay" /> },
];

/** SPEC §2 admin dashboard: Users, API Usage and Message Analytics tabs. */
export default function AdminPage() {
  usePageTitle('Admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.some((t) => t.value === requested) ? (requested as Tab) : 'users';

  return (
    <DashboardLayout>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-sm text-muted-foreground">Every account, the AI calls they made and how their agents answer customers.</p>
      </div>
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'users' ? {} : { tab: v }, { replace: true })}>
        <TabsList className="h-auto max-w-full flex-wrap justify-start">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="usage">
          <AdminList kind="usage" label="usage records" columns={usageColumns} rowKey={(r) => r.id} emptyText="No API usage yet" />
        </TabsContent>
        <TabsContent value="messages">
          <AdminList kind="messages" label="message analytics" columns={messageColumns} rowKey={(r) => r.id} emptyText="No messages yet" />
        </TabsContent>
      </Tabs>
    </DashboardLayout>
  );
}
