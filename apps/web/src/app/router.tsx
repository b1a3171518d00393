import * as React from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { agentSubdomain, publicBusinessKey } from '@/lib/agent-host';
import { queryClient } from '@/lib/query-client';
import { ImpersonationBanner } from '@/features/admin/impersonation-banner';

// One chunk per screen keeps the landing page's JavaScript small (DESIGN §7).
const loadLanding = () => import('@/features/marketing/landing-page');
const loadAuth = () => import('@/features/auth/auth-page');
const loadAgentProfile = () => import('@/features/agent/agent-profile-page');
const LandingPage = React.lazy(loadLanding);
const FeaturesPage = React.lazy(() => import('@/features/marketing/features-page'));
const AuthPage = React.lazy(loadAuth);
const ForgotPasswordPage = React.lazy(() => import('@/features/auth/forgot-password-page'));
const ResetPasswordPage = React.lazy(() => import('@/features/auth/reset-password-page'));
const VerifyEmailPage = React.lazy(() => import('@/features/auth/verify-email-page'));
const TemplatesPage = React.lazy(() => import('@/features/templates/templates-page'));
const SignedInRoutes = React.lazy(() => import('./signed-in-routes'));
const AgentProfilePage = React.lazy(loadAgentProfile);
const EmbedPage = React.lazy(() => import('@/features/embed/embed-page'));
const DeleteConversationPage = React.lazy(() => import('@/features/retention/delete-conversation-page'));
// Lazy too: it wears the site's header and footer, which the entry chunk should not carry.
const NotFoundPage = React.lazy(() => import('./not-found'));

/**
 * The first screen's chunk starts downloading with the app instead of after /api/user answers (the
 * router waits for it): on a slow line that is one round trip less before the page paints.
 * React.lazy later gets the same module from the browser's module map.
 */
function prefetchFirstScreen() {
  const sub = agentSubdomain();
  const byPath: Record<string, (() => Promise<unknown>) | undefined> = { '/': loadLanding, '/auth': loadAuth };
  const load = sub ? loadAgentProfile : byPath[window.location.pathname];
  // A failed prefetch changes nothing: React.lazy imports again and its error boundary reports it.
  load?.().catch(() => {});
  // The agent page's business too, same key as the page: it is in hand (or on its way) when the
  // page mounts. An error is left for the page's own query to fetch again and report.
  if (sub) void queryClient.prefetchQuery({ queryKey: publicBusinessKey(sub) });
}
prefetchFirstScreen();

/** SPEC §2 routing: a user counts as signed in only if a user exists and there was no error. */
export function AppRouter() {
  const { user, isLoading, error } = useAuth();
  const [location] = useLocation();
  // The embedded chat (widget.js's iframe) needs no account and no app chrome.
  if (location.startsWith('/embed/')) {
    return (
      <React.Suspense fallback={<FullScreenSpinner />}>
        <Route path="/embed/:businessId" component={EmbedPage} />
      </React.Suspense>
    );
  }
  // A visitor's link to delete their conversation (decision 032): no account, whoever is signed in.
  if (location === '/delete-conversation' && !agentSubdomain()) {
    return (
      <React.Suspense fallback={<FullScreenSpinner />}>
        <DeleteConversationPage />
      </React.Suspense>
    );
  }
  // An agent's own host ({sub}.{APP_DOMAIN}) is the public agent page, whoever visits (SPEC §4).
  if (agentSubdomain()) {
    return (
      <React.Suspense fallback={<FullScreenSpinner />}>
        <AgentProfilePage />
      </React.Suspense>
    );
  }
  if (isLoading) return <FullScreenSpinner />;
  const signedIn = !!user && !error;

  return (
    <React.Suspense fallback={<FullScreenSpinner />}>
      {signedIn ? (
        <Switch>
          {/* Links from e-mails work whoever is signed in. */}
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          {!user.emailVerified && !location.startsWith('/verify-email') ? (
            // The verification gate: every signed-in screen shows the verify-email screen until verified.
            <Route component={VerifyEmailPage} />
          ) : null}
          <Route path="/auth">
            <Redirect to="/dashboard" replace />
          </Route>
          <Route path="/features" component={FeaturesPage} />
          <Route component={SignedInRoutes} />
        </Switch>
      ) : (
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/auth" component={AuthPage} />
          <Route path="/features" component={FeaturesPage} />
          <Route path="/templates" component={TemplatesPage} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route component={NotFoundPage} />
        </Switch>
      )}
      {/* On every signed-in screen, the verification gate included, while an admin uses the account. */}
      {signedIn && <ImpersonationBanner />}
    </React.Suspense>
  );
}
