import { Button, Dialog, getErrorMessage } from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { disableTotp } from '@kinora/shared/account';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { PASSWORD_REQUIRED, TOTP_CODE_INVALID, totpCodeOf } from '../lib/two-factor-input';
import { TotpCodeField } from './totp-code-field';

export const DISABLE_TITLE = 'Turn off two-factor authentication?';
export const RECOVERY_CODE_REQUIRED = 'Enter one of your recovery codes.';
const DISABLE_FAILED = 'Could not turn off two-factor authentication. Please try again.';

interface DisableTotpDialogProps {
  onDisabled: () => void;
  onClose: () => void;
}

/**
 * Turning the authenticator app off, with the password and a current code, or a recovery code
 * for a person who no longer has the app.
 */
export function DisableTotpDialog({ onDisabled, onClose }: DisableTotpDialogProps) {
  const form = useForm({ password: '', code: '', recoveryCode: '' });
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busy = form.submitting;

  const submit = async ({ password, code: typedCode, recoveryCode }: typeof form.values) => {
    const code = totpCodeOf(typedCode);
    const problem = !password
      ? PASSWORD_REQUIRED
      : withRecoveryCode
        ? recoveryCode.trim()
          ? null
          : RECOVERY_CODE_REQUIRED
        : code
          ? null
          : TOTP_CODE_INVALID;
    form.setErrors(problem ? { form: problem } : {});
    if (problem) return;
    try {
      await disableTotp(
        withRecoveryCode
          ? { password, recoveryCode: recoveryCode.trim() }
          : { password, code: code ?? '' },
      );
      onDisabled();
    } catch (failure) {
      form.setErrors({ form: getErrorMessage(failure, DISABLE_FAILED) });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={DISABLE_TITLE}
      description="Signing in will then take your password alone. Your recovery codes stop working too."
      role="alertdialog"
      initialFocusRef={passwordRef}
      onSubmit={form.handleSubmit(submit)}
      error={form.errors.form}
      actions={{ confirmLabel: busy ? 'Turning off...' : 'Turn off', danger: true }}
    >
      <TextField
        ref={passwordRef}
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        {...form.field('password')}
        disabled={busy}
      />
      {withRecoveryCode ? (
        <TextField
          label="Recovery code"
          name="recovery-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('recoveryCode')}
          disabled={busy}
        />
      ) : (
        <TotpCodeField {...form.field('code')} disabled={busy} />
      )}
      <Switch>
        <Button
          $variant="ghost"
          $size="sm"
          onClick={() => {
            form.setErrors({});
            setWithRecoveryCode((current) => !current);
          }}
          disabled={busy}
        >
          {withRecoveryCode ? 'Use a code from your app instead' : 'Use a recovery code instead'}
        </Button>
      </Switch>
    </Dialog>
  );
}

const Switch = styled.div`
  margin-top: -8px;
`;
