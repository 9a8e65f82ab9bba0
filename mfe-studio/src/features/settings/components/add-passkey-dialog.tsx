import { Dialog, getErrorMessage, type Passkey } from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { PasskeyAlreadyRegisteredError, registerPasskey } from '../lib/passkey-registration';
import { passkeyNameRequired, PasskeyNameField } from './passkey-name-field';

interface AddPasskeyDialogProps {
  onAdded: (passkey: Passkey) => void;
  onClose: () => void;
}

/** A name for the new passkey, then the browser's own prompt creates it. */
export function AddPasskeyDialog({ onAdded, onClose }: AddPasskeyDialogProps) {
  const t = useT();
  const form = useForm({ name: '', password: '' });
  const [cancelled, setCancelled] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = form.submitting;

  const submit = async ({ name: typed, password }: typeof form.values) => {
    const name = typed.trim();
    setCancelled(false);
    const missing = !name
      ? passkeyNameRequired(t)
      : !password
        ? t('Enter your password to add a passkey.')
        : null;
    form.setErrors(missing ? { form: missing } : {});
    if (missing) return;
    try {
      const outcome = await registerPasskey(name, password);
      if ('cancelled' in outcome) {
        setCancelled(true);
        return;
      }
      onAdded(outcome.added);
    } catch (failure) {
      form.setErrors({
        form:
          failure instanceof PasskeyAlreadyRegisteredError
            ? t('This device or password manager already holds a passkey for your account.')
            : getErrorMessage(failure, t('Could not add the passkey. Please try again.')),
      });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={t('Add a passkey')}
      description={t(
        'A passkey signs you in with your fingerprint, face, screen lock or a security key instead of your password. Your browser asks how to create it once you continue.',
      )}
      initialFocusRef={nameRef}
      onSubmit={form.handleSubmit(submit)}
      error={form.errors.form}
      actions={{ confirmLabel: busy ? t('Waiting for your browser...') : t('Continue') }}
    >
      <PasskeyNameField ref={nameRef} {...form.field('name')} disabled={busy} />
      {/* A passkey signs in without the password: adding one asks for it, as turning on the
          authenticator app does. */}
      <TextField
        label={t('Password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        disabled={busy}
        {...form.field('password')}
      />
      {/* Closing the browser's prompt is a choice, not a failure: said quietly, not as an alert. */}
      {cancelled ? (
        <Quiet role="status">{t('No passkey was created. Continue to try again.')}</Quiet>
      ) : null}
    </Dialog>
  );
}

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
