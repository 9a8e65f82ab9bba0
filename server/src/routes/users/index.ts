import { createAccountService } from '../../services/account-service';
import { createSessionService } from '../../services/session-service';
import accountRoutes from './account-routes';
import authRoutes from './auth-routes';
import historyRoutes from './history-routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** `/users`: sessions, the account, channel profiles and search, watch history. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sessions = createSessionService(app.db, {
    refreshTtlSeconds: app.config.refreshTokenTtlSeconds,
    signAccessToken: (userId) => app.signAccessToken(userId),
  });
  const accounts = createAccountService(app.db, sessions);
  await app.register(authRoutes, { sessions, accounts });
  await app.register(accountRoutes, { accounts });
  await app.register(historyRoutes);
};

export default userRoutes;
