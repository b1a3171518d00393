import * as React from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { MailCheck, TriangleAlert } from 'lucide-react';
import { SETUP_MESSAGES, type AuthResult, type User } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { usePageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { rememberAfterVerify, takeAfterVerify } from './after-verify';
import { AuthCard } from './auth-card';
import { USER_KEY, useAuth } from '@/lib/auth';

type Verified = { signedIn: boolean; verifiedUser: User | null };

/**
 * One verification per token for the life of the page: StrictMode's double effects and remounts
 * share the same request (a token works once, so a second POST would report it as used).
 */
const verifications = new Map<string, Promise<Verified>>();
function verifyOnce(token: string): Promise<Verified> {
  let p = verifications.get(token);
  if (!p) {
    p = (async () => {
      const res = await apiJson<AuthResult>('POST', '/api/verify-email', { token });
      // Re-read the user: a signed-in owner of the address is now verified.
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
      return { signedIn: !!queryClient.getQueryData<User | null>(USER_KEY), verifiedUser: res.user };
    })();
    verifications.set(token, p);
  }
  return p;
}

function ResendButton() {
  const { resendVerificationMutation } = useAuth();
  const pending = resendVerificationMutation.isPending;
  return (
    <Button className="w-full" onClick={() => resendVerificationMutation.mutate()} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <Spinner label="Sending" /> : null}
      Resend Verification Email
    </Button>
  );
}

function SignOut() {
  const { user, logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  const signOut = () =>
    logoutMutation.mutateAsync().then(
      () => navigate('/auth?mode=login', { replace: true }),
      () => {}, // useAuth has shown 'Logout failed'.
    );
  return (
    <p className="text-center text-sm text-muted-foreground">
      {user ? <>Signed in as {user.username}. </> : null}
      <Button variant="link" className="h-auto p-0 align-baseline" onClick={() => void signOut()} disabled={logoutMutation.isPending}>
        Sign out
      </Button>
    </p>
  );
}

/** /verify-email?token=…: the mailed link. */
function TokenVerification({ token }: { token: string }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    let active = true;
    verifyOnce(token).then(
      ({ signedIn, verifiedUser }) => {
        if (!active) return;
        if (signedIn) {
          if (verifiedUser) toast({ title: 'Email verified', description: 'Your email address has been verified.' });
          navigate(takeAfterVerify(), { replace: true });
        } else {
          toast({ title: 'Email verified', description: 'Your email address has been verified. Please sign in to continue.' });
          navigate('/auth?mode=login', { replace: true });
        }
      },
      (err: unknown) => {
        if (active) setError(err instanceof Error && err.message ? err.message : 'Failed to verify email');
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);

  if (!error) {
    return (
      <Card className="shadow-md">
        <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
          <Spinner className="h-8 w-8 text-primary" label="Verifying" />
          <h1 className="text-xl font-semibold">Verifying your email…</h1>
        </CardContent>
      </Card>
    );
  }
  return (
    <AuthCard
      icon={<IconTile icon={TriangleAlert} tone="destructive" round className="mx-auto mb-2" />}
      title="We couldn't verify your email"
      description={error}
      alert
      headerClassName="space-y-2 text-center"
      contentClassName="space-y-4"
      footer={user ? <SignOut /> : null}
    >
      {user && !user.emailVerified ? (
        <ResendButton />
      ) : user ? (
        <Button asChild className="w-full">
          <Link href="/onboarding">Continue</Link>
        </Button>
      ) : (
        <>
          <p className="text-center text-sm text-muted-foreground">Sign in to have a new verification email sent.</p>
          <Button asChild className="w-full">
            <Link href="/auth?mode=login">Sign In</Link>
          </Button>
        </>
      )}
    </AuthCard>
  );
}

/** Screens whose purpose is publishing the agent (completing its setup). */
const PUBLISHING = /^\/business-setup\//;

/**
 * The verification gate (SPEC §2, §4): shown in place of every signed-in screen until verified. On
 * the way to publishing an agent it says that publishing is what needs the verified address (the
 * server refuses it too, decision 024), and the mailed link brings the owner back there.
 */
function CheckYourInbox({ user }: { user: User }) {
  const [location] = useLocation();
  const publishing = PUBLISHING.test(location);
  React.useEffect(() => {
    if (publishing) rememberAfterVerify(location);
  }, [publishing, location]);
  return (
    <AuthCard
      icon={<IconTile icon={MailCheck} round className="mx-auto mb-2" />}
      title="Verify your email"
      description={
        <>
          We&apos;ve sent a verification email to <strong className="font-semibold [overflow-wrap:anywhere]">{user.email}</strong>
        </>
      }
      headerClassName="space-y-3 text-center"
      descriptionClassName="text-base text-foreground"
      contentClassName="space-y-4"
      footer={<SignOut />}
    >
      {publishing ? (
        <p
          role="status"
          data-testid="publish-needs-verification"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-center text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          {SETUP_MESSAGES.verifyEmailFirst}
        </p>
      ) : null}
      <p className="text-center text-sm text-muted-foreground">
        Open the link in that email to activate your account. Can&apos;t find it? Check your spam folder, or send a new one.
      </p>
      <ResendButton />
    </AuthCard>
  );
}

export default function VerifyEmailPage() {
  usePageTitle('Verify your email');
  const { user } = useAuth();
  const token = new URLSearchParams(useSearch()).get('token');

  if (token) {
    return (
      <AuthLayout split={false}>
        <TokenVerification token={token} />
      </AuthLayout>
    );
  }
  if (!user) return <Redirect to="/auth" replace />;
  if (user.emailVerified) return <Redirect to="/onboarding" replace />;
  return (
    <AuthLayout split={false}>
      <CheckYourInbox user={user} />
    </AuthLayout>
  );
}
