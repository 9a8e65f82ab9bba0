/**
 * Test helpers for every frontend package: `import { renderWithProviders, setupApiServer, ok,
 * makeVideo } from '@kinora/shared/test-utils'`. Never imported by app code (not in the main
 * entry), so msw and Testing Library stay out of the bundles.
 */
export {
  renderWithProviders,
  resetStores,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export { setupApiServer, apiUrl, ok, fail, page, TEST_ORIGIN, type EnvelopeResponse } from './msw';
export {
  makeId,
  makeUser,
  makeChannel,
  makePublicUser,
  makeVideo,
  makeExternalVideo,
  makeComment,
  makePlaylist,
  makePost,
  makeDashboardStats,
} from './fixtures';
export { expectRouteRecord } from './route-record';
export { inLanguage } from './language';
