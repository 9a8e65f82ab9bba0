import { PageSchema } from '../envelope';
import {
  ApplicationDecisionSchema,
  ApplicationParamsSchema,
  ApplicationQuerySchema,
  ApplicationReceiptSchema,
  ApplicationRequestSchema,
  ApplicationSchema,
  SiteInfoSchema,
  SiteSettingsSchema,
} from '../site';
import { defineEndpoints } from './define';

/** The site's own settings, its About page, and registration by application. */
export const siteEndpoints = defineEndpoints({
  'GET /site': {
    tags: ['site'],
    summary: "The site's name, description, rules and registration mode, for anyone",
    response: SiteInfoSchema,
    errors: [],
  },
  'GET /admin/settings': {
    tags: ['site'],
    summary: "The site's settings, its blocked words included (admins)",
    auth: 'admin',
    response: SiteSettingsSchema,
    errors: [401, 403],
  },
  'PUT /admin/settings': {
    tags: ['site'],
    summary:
      "Set the site's name, description, rules, registration mode and blocked words (admins)",
    auth: 'admin',
    body: SiteSettingsSchema,
    response: SiteSettingsSchema,
    errors: [400, 401, 403],
  },
  'POST /users/applications': {
    tags: ['users'],
    summary:
      'Apply for an account where registration needs approval; the account is made when an admin approves (5 an hour per address)',
    body: ApplicationRequestSchema,
    status: 201,
    response: ApplicationReceiptSchema,
    errors: [400, 403, 409, 429],
  },
  'GET /admin/applications': {
    tags: ['site'],
    summary: 'Applications for an account, oldest first, by status (pending unless asked) (admins)',
    auth: 'admin',
    querystring: ApplicationQuerySchema,
    response: PageSchema(ApplicationSchema),
    errors: [400, 401, 403],
  },
  'POST /admin/applications/:applicationId/decision': {
    tags: ['site'],
    summary:
      'Approve (the account is made and can sign in) or refuse (the applicant is told the reason at sign-in) a pending application (admins)',
    auth: 'admin',
    params: ApplicationParamsSchema,
    body: ApplicationDecisionSchema,
    response: ApplicationSchema,
    errors: [400, 401, 403, 404, 409],
  },
});
