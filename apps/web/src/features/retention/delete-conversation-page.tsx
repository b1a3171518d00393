import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { CircleCheck, MessageSquareX, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { deletionTokenSchema, type ConversationDeletion } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { LoadingState } from '@/components/ui/status';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ApiError, apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { cn } from '@/lib/utils';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** The link's conversation id and token, or null when the link is cut or mangled. */
function linkOf(search: string): { id: number; token: string } | null {
  const q = new URLSearchParams(search);
  const c = q.get('c') ?? '';
  const token = q.get('token') ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(c) || !deletionTokenSchema.safeParse(token).success) return null;
  return { id: Number(c), token };
}

function Panel({
  icon: Icon,
  tone = 'accent',
  title,
  children,
  testId,
}: {
  icon: LucideIcon;
  tone?: 'accent' | 'destructive' | 'success';
  title: string;
  children: React.ReactNode;
  testId: string;
}) {
  usePageTitle(title);
  return (
    <Card className="shadow-md" data-testid={testId}>
      <CardHeader className="space-y-2">
        <div
          className={cn(
            'mb-2 flex h-11 w-11 items-center justify-center rounded-lg',
            tone === 'destructive' && 'bg-destructive/10 text-destructive',
            tone === 'success' && 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
            tone === 'accent' && 'bg-accent text-accent-foreground',
          )}
        >
          <Icon className="h-5 w-5" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      </CardHeader>
      {children}
    </Card>
  );
}

/** A cut, mistyped or made-up link: the server's answer is the same for each, and so is ours. */
function Invalid() {
  return (
    <Panel icon={TriangleAlert} tone="destructive" title="This link is not valid" testId="deletion-invalid">
      <CardContent className="space-y-3 text-sm text-muted-foreground">
        <p role="alert">Part of the link may be missing. Please open it again from the email, or copy the whole link into your browser.</p>
        <p>Nothing has been deleted.</p>
      </CardContent>
    </Panel>
  );
}

function Deleted({ justNow, businessName }: { justNow: boolean; businessName?: string }) {
  return (
    <Panel icon={CircleCheck} tone="success" title={justNow ? 'Your conversation is deleted' : 'Already deleted'} testId="deletion-done">
      <CardContent className="space-y-3 text-sm text-muted-foreground">
        <p role="status">
          {justNow
            ? `Your conversation${businessName ? ` with ${businessName}` : ''} and the contact details you gave in it are gone for good.`
            : 'This conversation has already been deleted, by you or because the business keeps conversations only for a limited time.'}
        </p>
        <p>There is nothing more to do. You can close this page.</p>
      </CardContent>
    </Panel>
  );
}

/**
 * The page a visitor reaches from the link in an email about their conversation (issue 19 part 6,
 * decision 032): it shows what will be deleted and asks to confirm; nothing is deleted by opening it.
 */
export default function DeleteConversationPage() {
  const link = linkOf(useSearch());
  const key = ['conversation-deletion', link?.id, link?.token];
  const status = useQuery<ConversationDeletion, Error>({
    queryKey: key,
    queryFn: () => apiJson<ConversationDeletion>('GET', `/api/conversation-deletion/${link!.id}?token=${encodeURIComponent(link!.token)}`),
    enabled: !!link,
    retry: (n, err) => !(err instanceof ApiError && err.status < 500) && n < 2,
  });
  const remove = useMutation<ConversationDeletion, Error>({
    mutationFn: () => apiJson<ConversationDeletion>('POST', `/api/conversation-deletion/${link!.id}`, { token: link!.token }),
  });

  let body: React.ReactNode;
  if (!link) body = <Invalid />;
  else if (remove.isSuccess)
    body = <Deleted justNow businessName={status.data?.status === 'pending' ? status.data.businessName : undefined} />;
  else if (status.isPending) body = <LoadingState label="Finding your conversation..." className="py-16" />;
  else if (status.isError) {
    const err = status.error;
    body =
      err instanceof ApiError && (err.status === 404 || err.status === 400) ? (
        <Invalid />
      ) : (
        <Panel icon={TriangleAlert} tone="destructive" title="Something went wrong" testId="deletion-error">
          <CardContent className="space-y-4">
            <CardDescription role="alert">We could not open this link just now. Please try again in a moment.</CardDescription>
            <Button className="w-full" onClick={() => void queryClient.invalidateQueries({ queryKey: key })}>
              Try again
            </Button>
          </CardContent>
        </Panel>
      );
  } else if (status.data.status === 'deleted') body = <Deleted justNow={false} />;
  else {
    const c = status.data;
    const failed = remove.isError && !(remove.error instanceof ApiError && remove.error.status === 404);
    body = (
      <Panel icon={MessageSquareX} title="Delete your conversation?" testId="deletion-confirm">
        <CardContent className="space-y-4">
          <CardDescription className="text-base">
            Your conversation with <strong className="text-foreground">{c.businessName}</strong> ({c.messageCount}{' '}
            {c.messageCount === 1 ? 'message' : 'messages'}, last on {day.format(new Date(c.lastMessageAt))}) and any contact details you
            gave in it will be deleted for good. This cannot be undone.
          </CardDescription>
          {remove.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {failed ? 'The conversation could not be deleted just now. Please try again.' : remove.error.message}
            </p>
          ) : null}
          <Button
            variant="destructive"
            className="w-full"
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            onClick={() => remove.mutate()}
          >
            {remove.isPending ? <Spinner label="Deleting" /> : null}
            Delete my conversation
          </Button>
          <p className="text-sm text-muted-foreground">To keep it, just close this page.</p>
        </CardContent>
      </Panel>
    );
  }
  return (
    <AuthLayout split={false}>
      <div className="w-full">{body}</div>
    </AuthLayout>
  );
}
