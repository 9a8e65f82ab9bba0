import { Dialog, getErrorMessage, type Passkey } from '@kinora/shared';
import { useForm } from '@kinora/shared/forms';
import { renamePasskey } from '@kinora/shared/account';
import { useRef } from 'react';
import { PASSKEY_NAME_REQUIRED, PasskeyNameField } from './passkey-name-field';

const RENAME_FAILED = 'Could not rename the passkey. Please try again.';

interface RenamePasskeyDialogProps {
  passkey: Passkey;
  onRenamed: (passkey: Passkey) => void;
  onClose: () => void;
}

export function RenamePasskeyDialog({ passkey, onRenamed, onClose }: RenamePasskeyDialogProps) {
  const form = useForm({ name: passkey.name });
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = form.submitting;

  const submit = async ({ name: typed }: typeof form.values) => {
    const name = typed.trim();
    if (name === passkey.name) {
      onClose();
      return;
    }
    form.setErrors(name ? {} : { form: PASSKEY_NAME_REQUIRED });
    if (!name) return;
    try {
      onRenamed(await renamePasskey(passkey._id, name));
    } catch (failure) {
      form.setErrors({ form: getErrorMessage(failure, RENAME_FAILED) });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title="Rename passkey"
      initialFocusRef={nameRef}
      onSubmit={form.handleSubmit(submit)}
      error={form.errors.form}
      actions={{ confirmLabel: busy ? 'Saving...' : 'Save' }}
    >
      <PasskeyNameField ref={nameRef} {...form.field('name')} disabled={busy} />
    </Dialog>
  );
}
