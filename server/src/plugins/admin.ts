import fp from 'fastify-plugin';
import { forbidden, message, unauthorized } from '../lib/http-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the account has the admin role now; false for an account that is gone. */
    isAdmin: (userId: string) => Promise<boolean>;
    /** preHandler for admin-only routes: 401 for visitors, 403 for other accounts. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler for the moderators' routes: moderators and admins; 401 for visitors, else 403. */
    requireModerator: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The admin role. It is a column of the account that only the operator sets (`kinora admin
 * grant`), never something an account can do by itself such as registering an address. The guard
 * reads the row on every request, never a token claim, so `kinora admin revoke` takes the role
 * away from every session of the account at once.
 */
function adminPlugin(app: FastifyInstance, _opts: unknown, done: () => void) {
  const { users } = app.repos;
  app.decorate('isAdmin', async (userId: string) => {
    const user = await users.findById(userId);
    return user?.role === 'admin';
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.requireUser(request);
    const user = request.userId ? await users.findById(request.userId) : null;
    if (!user) throw unauthorized(message('Account no longer exists.'));
    if (user.role !== 'admin') throw forbidden(message('Only an admin can do this.'));
  });
  app.decorate('requireModerator', async (request: FastifyRequest) => {
    await app.requireUser(request);
    const user = request.userId ? await users.findById(request.userId) : null;
    if (!user) throw unauthorized(message('Account no longer exists.'));
    if (user.role !== 'admin' && user.role !== 'moderator')
      throw forbidden(message('Only a moderator can do this.'));
  });
  done();
}

export default fp(adminPlugin, { name: 'admin', dependencies: ['auth', 'repositories'] });
