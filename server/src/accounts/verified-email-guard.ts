import { forbidden, message, type Message } from '../lib/http-error';
import type { VerifiedEmailAction } from '@kinora/contract';

/** What each refused action tells the account, so the page can say what to do. */
const REFUSALS: Record<VerifiedEmailAction, Message> = {
  upload: message('Verify your email address to upload videos.'),
  comment: message('Verify your email address to comment.'),
  post: message('Verify your email address to post.'),
};

export interface VerifiedEmailGuardDeps {
  /** `REQUIRE_EMAIL_VERIFICATION`: without it, every account may act. */
  required: boolean;
  isVerified: (userId: string) => Promise<boolean>;
}

/**
 * While the site requires verified addresses, the actions that publish under an account's name
 * (`VERIFIED_EMAIL_ACTIONS`) wait for its address to be verified: one check, used by each of
 * their routes before anything is stored.
 */
export function createVerifiedEmailGuard({ required, isVerified }: VerifiedEmailGuardDeps) {
  return {
    /** 403 naming what to do, unless the account may `action` now. */
    async assertVerified(userId: string, action: VerifiedEmailAction): Promise<void> {
      if (!required) return;
      if (!(await isVerified(userId))) throw forbidden(REFUSALS[action]);
    },
  };
}

export type VerifiedEmailGuard = ReturnType<typeof createVerifiedEmailGuard>;
