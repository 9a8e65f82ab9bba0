import accountRoutes from './account-routes';
import authRoutes from './auth-routes';
import channelRoutes from './channel-routes';
import dataExportRoutes from './data-export-routes';
import passkeyRoutes from './passkey-routes';
import recoveryRoutes from './recovery-routes';
import sessionRoutes from './session-routes';
import twoFactorRoutes from './two-factor-routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** `/users`: sessions, the account, channel profiles and search (the watch history is the lists'). */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessions, accounts, site, applications, passwordResets, emailAddresses } = app.services;
  await app.register(authRoutes, {
    sessions,
    accounts,
    registration: site,
    applicants: applications,
    emailAddresses,
  });
  await app.register(accountRoutes, { accounts });
  await app.register(sessionRoutes, { sessions });
  await app.register(recoveryRoutes, { sessions, passwordResets, emailAddresses });
  await app.register(twoFactorRoutes);
  await app.register(passkeyRoutes);
  await app.register(channelRoutes);
  await app.register(dataExportRoutes);
};

export default userRoutes;
