import { Button, Dialog, getErrorMessage } from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { renewRecoveryCodes } from '@kinora/shared/account';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n';
import { passwordRequired } from '../lib/two-factor-input';
import { RecoveryCodes, recoveryCodesTexts } from './recovery-codes';

interface RenewCodesDialogProps {
  /** The new codes replace the old ones: they are about to be shown. */
  onRenewed: (codes: readonly string[]) => void;
  onClose: () => void;
}

/** New recovery codes, asked with the password and shown once; the old ones stop working. */
export function RenewCodesDialog({ onRenewed, onClose }: RenewCodesDialogProps) {
  const t = useT();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm({ password: '' });
  const passwordRef = useRef<HTMLInputElement>(null);
  const codesRef = useRef<HTMLOListElement>(null);
  const busy = form.submitting;

  useEffect(() => {
    if (codes) codesRef.current?.focus();
  }, [codes]);

  const submit = async ({ password }: typeof form.values) => {
    if (!password) {
      form.setErrors({ form: passwordRequired(t) });
      return;
    }
    form.setErrors({});
    try {
      const { recoveryCodes } = await renewRecoveryCodes(password);
      form.reset();
      onRenewed(recoveryCodes);
      setCodes(recoveryCodes);
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(failure, t('Could not make new recovery codes. Please try again.')),
      });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={codes ? recoveryCodesTexts(t).title : t('Make new recovery codes?')}
      description={
        codes
          ? recoveryCodesTexts(t).description
          : t(
              'Your current recovery codes stop working as soon as the new ones are made. Enter your password to go on.',
            )
      }
      initialFocusRef={passwordRef}
      width={520}
      onSubmit={codes ? undefined : form.handleSubmit(submit)}
      error={form.errors.form}
      actions={
        codes ? undefined : { confirmLabel: busy ? t('Making codes...') : t('Make new codes') }
      }
      // Drawn once there are no actions: with the codes.
      footer={<Button onClick={onClose}>{t('I saved my recovery codes')}</Button>}
    >
      {codes ? (
        <RecoveryCodes codes={codes} listRef={codesRef} />
      ) : (
        <TextField
          ref={passwordRef}
          label={t('Password')}
          type="password"
          name="password"
          autoComplete="current-password"
          {...form.field('password')}
          disabled={busy}
        />
      )}
    </Dialog>
  );
}
