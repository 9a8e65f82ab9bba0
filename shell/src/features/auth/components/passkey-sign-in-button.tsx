import { useState } from 'react';
import {
  Button,
  getErrorMessage,
  getPasskeySignInOptions,
  signInWithPasskey,
  useSession,
  type SignInStep,
} from '@kinora/shared';
import { useT } from '../../../i18n';
import { answerWithPasskey, canUsePasskeys } from '../passkey';

export interface PasskeySignInButtonProps {
  /** What signing in came to. */
  onStep: (step: SignInStep) => void;
  /** Why it failed, in words for the person (the page shows it like its own errors). */
  onError: (message: string) => void;
  /** Another way in is under way on the card. */
  disabled?: boolean;
}

/**
 * "Sign in with a passkey": no name or password, the browser offers the passkeys it holds for the
 * site. Not drawn where the browser has no WebAuthn; a prompt the person closes is no error.
 */
export function PasskeySignInButton({
  onStep,
  onError,
  disabled = false,
}: PasskeySignInButtonProps) {
  const t = useT();
  const { finishSignIn } = useSession();
  const [waiting, setWaiting] = useState(false);
  if (!canUsePasskeys()) return null;

  const signIn = async () => {
    setWaiting(true);
    try {
      const assertion = await answerWithPasskey(await getPasskeySignInOptions());
      if (assertion) onStep(finishSignIn(await signInWithPasskey(assertion)));
    } catch (failure) {
      onError(getErrorMessage(failure, t('Signing in with a passkey failed. Please try again.')));
    } finally {
      setWaiting(false);
    }
  };

  return (
    <>
      <p className="or">{t('or')}</p>
      <Button
        $variant="secondary"
        $fullWidth
        onClick={() => void signIn()}
        disabled={disabled || waiting}
      >
        {waiting ? t('Waiting for your passkey...') : t('Sign in with a passkey')}
      </Button>
    </>
  );
}
