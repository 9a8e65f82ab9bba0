import { useState } from 'react';
import {
  Button,
  getErrorMessage,
  getPasskeySignInOptions,
  signInWithPasskey,
  useSession,
  type SignInStep,
} from '@kinora/shared';
import { answerWithPasskey, canUsePasskeys } from '../passkey';

const PASSKEY_FAILED = 'Signing in with a passkey failed. Please try again.';

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
  const { finishSignIn } = useSession();
  const [waiting, setWaiting] = useState(false);
  if (!canUsePasskeys()) return null;

  const signIn = async () => {
    setWaiting(true);
    try {
      const assertion = await answerWithPasskey(await getPasskeySignInOptions());
      if (assertion) onStep(finishSignIn(await signInWithPasskey(assertion)));
    } catch (failure) {
      onError(getErrorMessage(failure, PASSKEY_FAILED));
    } finally {
      setWaiting(false);
    }
  };

  return (
    <>
      <p className="or">or</p>
      <Button
        $variant="secondary"
        $fullWidth
        onClick={() => void signIn()}
        disabled={disabled || waiting}
      >
        {waiting ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
    </>
  );
}
