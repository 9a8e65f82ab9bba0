export {
  createApplicationService,
  type ApplicantSignIn,
  type ApplicationService,
} from './application-service';
export { createApplicationRepository } from './application-repository';
export { createSiteService, type SiteService } from './site-service';
export { createSiteSettingsRepository } from './site-settings-repository';
