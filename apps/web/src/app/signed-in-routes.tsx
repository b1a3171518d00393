import * as React from 'react';
import { Route, Switch } from 'wouter';
import { AdminRoute } from '@/features/admin/admin-route';

const DashboardPage = React.lazy(() => import('@/features/dashboard/dashboard-page'));
const OnboardingPage = React.lazy(() => import('@/features/onboarding/onboarding-page'));
const SettingsPage = React.lazy(() => import('@/features/settings/settings-page'));
const TemplatesPage = React.lazy(() => import('@/features/templates/templates-page'));
const SetupPage = React.lazy(() => import('@/features/setup/setup-page'));
const AgentProfilePage = React.lazy(() => import('@/features/agent/agent-profile-page'));
const BusinessPage = React.lazy(() => import('@/features/business-page/business-page'));
const NotFoundPage = React.lazy(() => import('./not-found'));

/** SPEC §2 routes for signed-in users (plus /settings, which the sidebar links to). */
export default function SignedInRoutes() {
  return (
    <Switch>
      <Route path="/" component={DashboardPage} />
      <Route path="/dashboard" component={DashboardPage} />
      <Route path="/onboarding" component={OnboardingPage} />
      <Route path="/settings" component={SettingsPage} />
      <Route path="/templates" component={TemplatesPage} />
      <Route path="/business-setup/:businessId" component={SetupPage} />
      <Route path="/agent-profile" component={AgentProfilePage} />
      <Route path="/business/dashboard" component={BusinessPage} />
      <Route path="/admin" component={AdminRoute} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
