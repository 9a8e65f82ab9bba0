import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import { createUserRepository } from '../repositories/user-repository';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether an account with this email is an admin (`ADMIN_EMAILS`, case-insensitive). */
    isAdminEmail: (email: string) => boolean;
    /** preHandler for admin-only routes: 401 for visitors, 403 for other accounts. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The admin role. Admins are named by email in the configuration rather than a column, so the
 * list lives where the operator deploys the site, and removing an address takes the role away at
 * the next request: the guard reads the account's current email every time, never a token claim.
 */
function adminPlugin(app: FastifyInstance, { config }: { config: AppConfig }, done: () => void) {
  const admins = new Set(config.adminEmails);
  const users = createUserRepository(app.db);
  const isAdminEmail = (email: string) => admins.has(email.trim().toLowerCase());
  app.decorate('isAdminEmail', isAdminEmail);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.requireUser(request);
    const user = request.userId ? await users.findById(request.userId) : null;
    if (!user) throw unauthorized('Account no longer exists.');
    if (!isAdminEmail(user.email)) throw forbidden('Only an admin can do this.');
  });
  done();
}

export default fp(adminPlugin, { name: 'admin', dependencies: ['auth', 'db'] });
