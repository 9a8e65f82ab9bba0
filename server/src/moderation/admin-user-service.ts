import { conflict, message, notFound } from '../lib/http-error';
import { toAdminUser } from './moderation-mappers';
import type { AdminUser, SetRoleRequest } from '@kinora/contract';
import type { UserRepository } from '../accounts';
import type { AdminUserFilter, AdminUserRepository } from './admin-user-repository';

export interface AdminUserServiceDeps {
  adminUsers: AdminUserRepository;
  users: UserRepository;
}

/**
 * The admins' users page: accounts with their role and suspension, and the moderator role
 * granted and taken. The admin role stays the operator's (`kinora admin`).
 */
export function createAdminUserService({ adminUsers, users }: AdminUserServiceDeps) {
  async function find(userId: string): Promise<AdminUser> {
    const row = await adminUsers.findById(userId);
    if (!row) throw notFound(message('User not found.'));
    return toAdminUser(row);
  }

  return {
    async list(filter: AdminUserFilter, page: { limit: number; offset: number }) {
      const { docs, total } = await adminUsers.list(filter, page.limit, page.offset);
      return { docs: docs.map(toAdminUser), total };
    },

    /** 409 for one's own role and for an admin's; 404 for an unknown account. */
    async setRole(adminId: string, userId: string, { role }: SetRoleRequest): Promise<AdminUser> {
      if (userId === adminId) throw conflict(message('You cannot change your own role.'));
      if (!(await users.setModeratorRole(userId, role))) {
        const target = await find(userId);
        if (target.role === 'admin')
          throw conflict(
            message(
              "An admin's role is the operator's to change (`pnpm kinora admin revoke <username>`).",
            ),
          );
        throw notFound(message('User not found.'));
      }
      return find(userId);
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
