import { deriveKey } from '../../lib/secrets';
import { createAccountService } from '../../services/account-service';
import { createSessionService } from '../../services/session-service';
import accountRoutes from './account-routes';
import authRoutes from './auth-routes';
import channelRoutes from './channel-routes';
import historyRoutes from './history-routes';
import sessionRoutes from './session-routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** `/users`: sessions, the account, channel profiles and search, watch history. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sessions = createSessionService(app.db, {
    refreshTtlSeconds: app.config.refreshTokenTtlSeconds,
    signAccessToken: (userId, sessionId) => app.signAccessToken(userId, sessionId),
    successorKey: deriveKey(app.secrets.jwtSecret, 'refresh-token-successor'),
    onEnded: (sessionIds) => app.revokedSessions.announce(sessionIds),
  });
  const accounts = createAccountService({
    db: app.db,
    sessions,
    videos: app.videoService,
    storage: app.storage,
  });
  await app.register(authRoutes, { sessions, accounts });
  await app.register(accountRoutes, { accounts });
  await app.register(sessionRoutes, { sessions });
  await app.register(channelRoutes);
  await app.register(historyRoutes);
};

export default userRoutes;
