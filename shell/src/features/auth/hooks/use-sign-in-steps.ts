import { useState } from 'react';
import type { SecondFactorChallenge, SignInStep, User } from '@kinora/shared';

export type Challenge = SecondFactorChallenge['secondFactor'];

export interface SignInSteps {
  /** The second factor asked for, while the person answers it; null before and after. */
  challenge: Challenge | null;
  /** True once a way in on this page signed the person in: the page leaves by itself. */
  signedIn: boolean;
  /** What a step came to: signed in, or a second factor to ask for. */
  onStep: (step: SignInStep) => void;
  /** Back to the first step (the challenge expired). */
  dropChallenge: () => void;
}

/**
 * The steps of one sign-in on a page: a password, a passkey or a new password, then perhaps a
 * second factor. `onSignedIn` greets the person and takes them on.
 */
export function useSignInSteps(onSignedIn: (user: User) => void): SignInSteps {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  return {
    challenge,
    signedIn,
    onStep: (step) => {
      if ('secondFactor' in step) {
        setChallenge(step.secondFactor);
        return;
      }
      setSignedIn(true);
      setChallenge(null);
      onSignedIn(step.user);
    },
    dropChallenge: () => setChallenge(null),
  };
}
