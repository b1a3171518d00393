import type { User } from '@staffwright/contract';
import type { SessionInfo, UserRow } from './sessions.ts';

export function toUser(row: UserRow, impersonator: SessionInfo['impersonator'] = null): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerified,
    impersonatedBy: impersonator
      ? { id: impersonator.id, username: impersonator.username, ...(impersonator.until ? { until: impersonator.until } : {}) }
      : null,
  };
}
