import { useState } from 'react';
import { getErrorMessage, notify, resendVerificationEmail } from '@kinora/shared';
import { useT } from '../../../i18n';

/** Mails the signed-in account a new verification link, and says how it went in a toast. */
export function useResendVerification(): { resend: () => void; sending: boolean } {
  const t = useT();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await resendVerificationEmail();
      notify.success(t('Verification email sent'));
    } catch (failure) {
      notify.error(
        getErrorMessage(failure, t('The verification email could not be sent. Please try again.')),
      );
    } finally {
      setSending(false);
    }
  };
  return { resend: () => void resend(), sending };
}
