import * as React from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '@/lib/auth';

const AdminPage = React.lazy(() => import('./admin-page'));

/**
 * /admin: an admin gets the admin dashboard directly; anyone else (including an admin who is using
 * someone else's account) is sent to /dashboard (SPEC §2, §4). The page's code loads only for admins.
 */
export function AdminRoute() {
  const { user } = useAuth();
  if (!user?.isAdmin || user.impersonatedBy) return <Redirect to="/dashboard" replace />;
  return <AdminPage />;
}
