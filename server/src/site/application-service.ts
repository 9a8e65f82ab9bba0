import { DEFAULT_LANGUAGE, type LanguageCode } from '@kinora/contract';
import { newAccountFields } from '../lib/account-fields';
import { isUniqueViolation } from '../lib/db-errors';
import { conflict, forbidden, message, notFound, type Message } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { duplicateAccountFields } from '../lib/account-fields';
import { toApplication } from './site-mappers';
import { REGISTRATION_CLOSED } from './site-service';
import type { Kysely } from 'kysely';
import type {
  Application,
  ApplicationDecision,
  ApplicationReceipt,
  ApplicationRequest,
  ApplicationStatus,
} from '@kinora/contract';
import type { AccountService, EmailAddressService, UserRepository } from '../accounts';
import type { Database } from '../db/schema';
import type { ApplicationRepository } from './application-repository';
import type { SiteService } from './site-service';

export interface ApplicationServiceDeps {
  db: Kysely<Database>;
  applications: ApplicationRepository;
  users: UserRepository;
  accounts: Pick<AccountService, 'createApplicantAccount' | 'hashPassword'>;
  /** Mails the new account its verification link once it exists. */
  emailAddresses: Pick<EmailAddressService, 'welcome'>;
  site: Pick<SiteService, 'registrationMode'>;
}

/** What sign-in answers someone whose account does not exist yet, once the password is right. */
export interface ApplicantSignIn {
  passwordHash: string;
  refusal: Message;
}

const REGISTRATION_OPEN = message('Registration is open: create your account.');

/** An application decided already, as its status says. */
const DECIDED_ALREADY = {
  approved: message('This application was approved already.'),
  refused: message('This application was refused already.'),
};

/**
 * Registration by application: where the site needs approval, people apply with the fields of an
 * account; an admin approves (the account is made as a sign-up makes one) or refuses with a
 * reason, which the applicant reads when they try to sign in.
 */
export function createApplicationService({
  db,
  applications,
  users,
  accounts,
  emailAddresses,
  site,
}: ApplicationServiceDeps) {
  return {
    /**
     * 403 unless registration needs approval; 409 naming the name or email an account or a
     * pending application holds. The password is hashed before the check, as a sign-up's is, so
     * the time of a 409 tells nothing more than its text. `countSignUp` limits how often one
     * email is asked about, wherever the asking comes from. `language` is the applicant's (their
     * request's): the mail of the approval is written in it, and the account starts with it.
     */
    async apply(
      request: ApplicationRequest,
      countSignUp: (email: string) => Promise<void>,
      language: LanguageCode,
    ): Promise<ApplicationReceipt> {
      const mode = await site.registrationMode();
      if (mode === 'closed') throw forbidden(REGISTRATION_CLOSED);
      if (mode === 'open') throw forbidden(REGISTRATION_OPEN);
      const fields = newAccountFields(request);
      await countSignUp(fields.email);
      const passwordHash = await accounts.hashPassword(fields.password);
      const wanted = { username: fields.username, email: fields.email };
      const [account, pending] = await Promise.all([
        users.takenFields(wanted),
        applications.pendingFields(wanted),
      ]);
      const taken = {
        username: account.username || pending.username,
        email: account.email || pending.email,
      };
      if (taken.username || taken.email) throw duplicateAccountFields(taken);
      try {
        await applications.create({
          id: newObjectId(),
          ...wanted,
          fullName: fields.fullName,
          passwordHash,
          reason: request.reason,
          language,
        });
      } catch (error) {
        // Two applications raced past the check above: the pending ones' unique indexes decide.
        if (isUniqueViolation(error)) {
          throw duplicateAccountFields({
            username: isUniqueViolation(error, 'registration_applications_pending_username'),
            email: isUniqueViolation(error, 'registration_applications_pending_email'),
          });
        }
        throw error;
      }
      return { status: 'pending' };
    },

    async list(status: ApplicationStatus, page: { limit: number; offset: number }) {
      const { docs, total } = await applications.list(status, page.limit, page.offset);
      return { docs: docs.map(toApplication), total };
    },

    /**
     * Approving makes the account in the same transaction that marks the application approved
     * (409 when its name or email was taken meanwhile, and the application stays pending);
     * refusing keeps the reason for the applicant. 409 for an application decided already. The
     * mail that tells the applicant is in the language they applied in (English for an
     * application from before languages were kept), whatever the admin reads the site in.
     */
    async decide(
      adminId: string,
      applicationId: string,
      { decision, reason }: ApplicationDecision,
    ): Promise<Application> {
      const application = await applications.findWithSecretById(applicationId);
      if (!application) throw notFound(message('Application not found.'));
      if (application.status !== 'pending') throw conflict(DECIDED_ALREADY[application.status]);
      if (decision === 'refuse') {
        const row = await applications.decide(applicationId, {
          status: 'refused',
          refusalReason: reason ? reason : null,
          decidedBy: adminId,
        });
        if (!row) throw conflict(message('This application was decided already.'));
        return toApplication(row);
      }
      const { row, account } = await db.transaction().execute(async (trx) => {
        // Decided first: a second admin approving at once waits on the row, then finds it decided.
        const approved = await applications.decide(
          applicationId,
          { status: 'approved', refusalReason: null, decidedBy: adminId },
          trx,
        );
        if (!approved) throw conflict(message('This application was decided already.'));
        const account = await accounts.createApplicantAccount(
          {
            username: application.username,
            email: application.email,
            fullName: application.full_name,
            passwordHash: application.password_hash,
            language: application.language,
          },
          trx,
        );
        return { row: approved, account };
      });
      await emailAddresses.welcome(account, 'approved', application.language ?? DEFAULT_LANGUAGE);
      return toApplication(row);
    },

    /**
     * For a sign-in naming no account: the newest application of that email or username, unless
     * it was approved (its account was deleted since), with what to answer once its password is
     * right.
     */
    async signInOf(by: 'email' | 'username', value: string): Promise<ApplicantSignIn | null> {
      const application = await applications.findLatestBy(by, value);
      if (!application || application.status === 'approved') return null;
      const refusal =
        application.status === 'pending'
          ? message("Your application is waiting for an admin's review.")
          : application.refusal_reason
            ? message('Your application was not accepted: {{reason}}', {
                reason: application.refusal_reason,
              })
            : message('Your application was not accepted.');
      return { passwordHash: application.password_hash, refusal };
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
