import { useState } from 'react';
import {
  ApiError,
  Button,
  FormError,
  getErrorMessage,
  getPasskeySignInOptions,
  notify,
  submitSecondFactor,
  TOTP_DIGITS,
  useSession,
  type SecondFactorRequest,
  type SignInStep,
} from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { useT } from '../../../i18n';
import { answerWithPasskey, canUsePasskeys } from '../passkey';
import type { Challenge } from '../hooks/use-sign-in-steps';

const TOTP_CODE = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);

type CodeMethod = 'totp' | 'recovery_code';

/**
 * A challenge that outlived its token: the server says so with a 401 like a wrong code's, but
 * blames the token rather than the code. Its end by this browser's clock counts too.
 */
function isExpired(failure: unknown, challenge: Challenge): boolean {
  if (!(failure instanceof ApiError) || failure.status !== 401) return false;
  return (
    failure.errors.some((error) => error.field === 'token') ||
    Date.now() >= Date.parse(challenge.expiresAt)
  );
}

export interface SecondFactorStepProps {
  challenge: Challenge;
  /** The id of the step's heading, which names the card it is drawn in. */
  titleId: string;
  /** What the answer came to (signed in, as a rule). */
  onStep: (step: SignInStep) => void;
  /** The challenge expired: the person starts again, told why in the server's words. */
  onExpired: (message: string) => void;
}

/**
 * The second step of signing in to an account with two-factor sign-in: a code from the
 * authenticator app, a recovery code instead, or a passkey, as the account offers them.
 */
export function SecondFactorStep({ challenge, titleId, onStep, onExpired }: SecondFactorStepProps) {
  const t = useT();
  const prompts: Record<CodeMethod, { lead: string; label: string }> = {
    totp: {
      lead: t('Enter the code from your authenticator app.'),
      label: t('Authentication code'),
    },
    recovery_code: {
      lead: t('Enter one of the recovery codes you saved when you turned on two-factor sign-in.'),
      label: t('Recovery code'),
    },
  };
  const { finishSignIn } = useSession();
  const { methods, token } = challenge;
  const [method, setMethod] = useState<CodeMethod | null>(
    methods.includes('totp') ? 'totp' : methods.includes('recovery_code') ? 'recovery_code' : null,
  );
  const [usingPasskey, setUsingPasskey] = useState(false);
  const form = useForm({ code: '' });
  const offersPasskey = methods.includes('passkey') && canUsePasskeys();
  const other: CodeMethod = method === 'totp' ? 'recovery_code' : 'totp';

  const fail = (failure: unknown, fallback: string) => {
    const message = getErrorMessage(failure, fallback);
    if (isExpired(failure, challenge)) {
      notify.error(message);
      onExpired(message);
      return;
    }
    form.setErrors({ form: message });
    notify.error(message);
  };

  const send = async (answer: Omit<SecondFactorRequest, 'token'>) => {
    const step = finishSignIn(await submitSecondFactor({ token, ...answer }));
    onStep(step);
    return 'user' in step;
  };

  const submit = async ({ code }: typeof form.values) => {
    form.setErrors({});
    const typed = code.replace(/\s+/g, '');
    if (method === 'totp' && !TOTP_CODE.test(typed)) {
      form.setErrors({
        code: t('Enter the {{digits}}-digit code your app shows.', { digits: TOTP_DIGITS }),
      });
      return;
    }
    try {
      const done = await send(method === 'totp' ? { code: typed } : { recoveryCode: typed });
      return done ? 'leaving' : undefined;
    } catch (failure) {
      fail(failure, t('That code did not work. Please try again.'));
      return;
    }
  };

  const askForPasskey = async () => {
    form.setErrors({});
    setUsingPasskey(true);
    try {
      const assertion = await answerWithPasskey(await getPasskeySignInOptions({ token }));
      if (assertion) await send({ passkey: assertion });
    } catch (failure) {
      fail(failure, t('Your passkey could not be used. Please try again.'));
    } finally {
      setUsingPasskey(false);
    }
  };

  const switchTo = (next: CodeMethod) => {
    setMethod(next);
    form.reset();
  };

  const busy = form.submitting || usingPasskey;
  return (
    <>
      <h1 id={titleId}>{t('Two-factor sign-in')}</h1>
      <p className="lead">
        {method ? prompts[method].lead : t('Use your passkey to finish signing in.')}
      </p>
      {method && (
        <form onSubmit={form.handleSubmit(submit)}>
          {/* Keyed by the method: the other field starts empty and takes the focus. */}
          <TextField
            key={method}
            label={prompts[method].label}
            name={method === 'totp' ? 'code' : 'recoveryCode'}
            autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            autoCapitalize="none"
            spellCheck={false}
            required
            // The person came here to type this; the step replaced the form they just sent.
            autoFocus
            error={form.errors.code}
            {...form.field('code')}
          />
          {form.errors.form && <FormError>{form.errors.form}</FormError>}
          <Button type="submit" disabled={busy}>
            {form.submitting ? t('Verifying...') : t('Verify')}
          </Button>
        </form>
      )}
      <div className="alternatives">
        {method && methods.includes(other) && (
          <Button $variant="ghost" onClick={() => switchTo(other)} disabled={busy}>
            {other === 'recovery_code'
              ? t('Use a recovery code instead')
              : t('Use your authenticator app instead')}
          </Button>
        )}
        {offersPasskey && (
          <Button $variant="secondary" onClick={() => void askForPasskey()} disabled={busy}>
            {usingPasskey ? t('Waiting for your passkey...') : t('Use a passkey')}
          </Button>
        )}
        {!method && form.errors.form && <FormError>{form.errors.form}</FormError>}
      </div>
    </>
  );
}
