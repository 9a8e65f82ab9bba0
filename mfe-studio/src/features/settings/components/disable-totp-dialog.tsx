import { Button, Dialog, getErrorMessage } from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { disableTotp } from '@kinora/shared/account';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { passwordRequired, totpCodeInvalid, totpCodeOf } from '../lib/two-factor-input';
import { TotpCodeField } from './totp-code-field';

interface DisableTotpDialogProps {
  onDisabled: () => void;
  onClose: () => void;
}

/**
 * Turning the authenticator app off, with the password and a current code, or a recovery code
 * for a person who no longer has the app.
 */
export function DisableTotpDialog({ onDisabled, onClose }: DisableTotpDialogProps) {
  const t = useT();
  const form = useForm({ password: '', code: '', recoveryCode: '' });
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busy = form.submitting;

  const submit = async ({ password, code: typedCode, recoveryCode }: typeof form.values) => {
    const code = totpCodeOf(typedCode);
    const problem = !password
      ? passwordRequired(t)
      : withRecoveryCode
        ? recoveryCode.trim()
          ? null
          : t('Enter one of your recovery codes.')
        : code
          ? null
          : totpCodeInvalid(t);
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
      form.setErrors({
        form: getErrorMessage(
          failure,
          t('Could not turn off two-factor authentication. Please try again.'),
        ),
      });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={t('Turn off two-factor authentication?')}
      description={t(
        'Signing in will then take your password alone. Your recovery codes stop working too.',
      )}
      role="alertdialog"
      initialFocusRef={passwordRef}
      onSubmit={form.handleSubmit(submit)}
      error={form.errors.form}
      actions={{ confirmLabel: busy ? t('Turning off...') : t('Turn off'), danger: true }}
    >
      <TextField
        ref={passwordRef}
        label={t('Password')}
        type="password"
        name="password"
        autoComplete="current-password"
        {...form.field('password')}
        disabled={busy}
      />
      {withRecoveryCode ? (
        <TextField
          label={t('Recovery code')}
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
          {withRecoveryCode
            ? t('Use a code from your app instead')
            : t('Use a recovery code instead')}
        </Button>
      </Switch>
    </Dialog>
  );
}

const Switch = styled.div`
  margin-top: -8px;
`;
