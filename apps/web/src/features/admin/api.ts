import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminMessageAnalytics, AdminPage, AdminUsageRecord, AdminUser, AuthResult, MessageResult } from '@staffwright/contract';
import { USER_KEY } from '@/lib/auth';
import { apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

export const ADMIN_LISTS = {
  users: '/api/admin/users',
  usage: '/api/admin/usage',
  messages: '/api/admin/messages',
} as const;
export type AdminListKind = keyof typeof ADMIN_LISTS;

export interface AdminRowOf {
  users: AdminUser;
  usage: AdminUsageRecord;
  messages: AdminMessageAnalytics;
}

export interface ListParams {
  page: number;
  pageSize: number;
  q: string;
}

/** The list's address is its query key (SPEC §7 default query); each page and search is its own key. */
export function adminListUrl(kind: AdminListKind, { page, pageSize, q }: ListParams): string {
  const qs = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) qs.set('q', q);
  return `${ADMIN_LISTS[kind]}?${qs}`;
}

export function useAdminList<K extends AdminListKind>(kind: K, params: ListParams) {
  return useQuery<AdminPage<AdminRowOf[K]>>({
    queryKey: [adminListUrl(kind, params)],
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // An admin opening a tab sees the current figures, not those of their last visit.
    refetchOnMount: 'always',
  });
}

const isAdminList = (key: readonly unknown[]) => String(key[0]).startsWith('/api/admin/');

export function useDeleteUser() {
  return useMutation<MessageResult, Error, number>({
    mutationFn: (id) => apiJson<MessageResult>('DELETE', `/api/admin/users/${id}`),
    // The user's usage and analytics rows went with them: every admin list is out of date.
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => isAdminList(q.queryKey) }),
  });
}

/**
 * Swaps the signed-in user in the cache; nothing of the previous account stays cached. The user
 * query itself is updated in place so the auth state's observers see the change.
 */
export function becomeUser(user: AuthResult['user']): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
  queryClient.setQueryData(USER_KEY, user);
}

export function useImpersonate() {
  return useMutation<AuthResult, Error, number>({
    mutationFn: (id) => apiJson<AuthResult>('POST', `/api/admin/impersonate/${id}`),
  });
}

export function useStopImpersonation() {
  return useMutation<AuthResult, Error, void>({
    mutationFn: () => apiJson<AuthResult>('POST', '/api/admin/impersonate/stop'),
  });
}
