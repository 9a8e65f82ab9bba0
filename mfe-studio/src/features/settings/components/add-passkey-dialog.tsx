import { Dialog, getErrorMessage, useForm, type Passkey } from '@kinora/shared';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { PasskeyAlreadyRegisteredError, registerPasskey } from '../lib/passkey-registration';
import { PASSKEY_NAME_REQUIRED, PasskeyNameField } from './passkey-name-field';

export const ADD_PASSKEY_TITLE = 'Add a passkey';
export const PASSKEY_NOT_CREATED = 'No passkey was created. Continue to try again.';
export const PASSKEY_ALREADY_THERE =
  'This device or password manager already holds a passkey for your account.';
const ADD_FAILED = 'Could not add the passkey. Please try again.';

interface AddPasskeyDialogProps {
  onAdded: (passkey: Passkey) => void;
  onClose: () => void;
}

/** A name for the new passkey, then the browser's own prompt creates it. */
export function AddPasskeyDialog({ onAdded, onClose }: AddPasskeyDialogProps) {
  const form = useForm({ name: '' });
  const [cancelled, setCancelled] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = form.submitting;

  const submit = async ({ name: typed }: typeof form.values) => {
    const name = typed.trim();
    setCancelled(false);
    form.setErrors(name ? {} : { form: PASSKEY_NAME_REQUIRED });
    if (!name) return;
    try {
      const outcome = await registerPasskey(name);
      if ('cancelled' in outcome) {
        setCancelled(true);
        return;
      }
      onAdded(outcome.added);
    } catch (failure) {
      form.setErrors({
        form:
          failure instanceof PasskeyAlreadyRegisteredError
            ? PASSKEY_ALREADY_THERE
            : getErrorMessage(failure, ADD_FAILED),
      });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={ADD_PASSKEY_TITLE}
      description="A passkey signs you in with your fingerprint, face, screen lock or a security key instead of your password. Your browser asks how to create it once you continue."
      initialFocusRef={nameRef}
      onSubmit={form.handleSubmit(submit)}
      error={form.errors.form}
      actions={{ confirmLabel: busy ? 'Waiting for your browser...' : 'Continue' }}
    >
      <PasskeyNameField ref={nameRef} {...form.field('name')} disabled={busy} />
      {/* Closing the browser's prompt is a choice, not a failure: said quietly, not as an alert. */}
      {cancelled ? <Quiet role="status">{PASSKEY_NOT_CREATED}</Quiet> : null}
    </Dialog>
  );
}

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
