import { useState } from 'react';
import { getErrorMessage, notify, resendVerificationEmail } from '@kinora/shared';

export const VERIFICATION_SENT = 'Verification email sent';
const RESEND_FAILED = 'The verification email could not be sent. Please try again.';

/** Mails the signed-in account a new verification link, and says how it went in a toast. */
export function useResendVerification(): { resend: () => void; sending: boolean } {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await resendVerificationEmail();
      notify.success(VERIFICATION_SENT);
    } catch (failure) {
      notify.error(getErrorMessage(failure, RESEND_FAILED));
    } finally {
      setSending(false);
    }
  };
  return { resend: () => void resend(), sending };
}
