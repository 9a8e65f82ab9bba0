import { Dialog, getErrorMessage, type Passkey } from '@kinora/shared';
import { useForm } from '@kinora/shared/forms';
import { renamePasskey } from '@kinora/shared/account';
import { useRef } from 'react';
import { useT } from '../../../i18n';
import { passkeyNameRequired, PasskeyNameField } from './passkey-name-field';

interface RenamePasskeyDialogProps {
  passkey: Passkey;
  onRenamed: (passkey: Passkey) => void;
  onClose: () => void;
}

export function RenamePasskeyDialog({ passkey, onRenamed, onClose }: RenamePasskeyDialogProps) {
  const t = useT();
  const form = useForm({ name: passkey.name });
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = form.submitting;

  const submit = async ({ name: typed }: typeof form.values) => {
    const name = typed.trim();
    if (name === passkey.name) {
      onClose();
      return;
    }
    form.setErrors(name ? {} : { form: passkeyNameRequired(t) });
    if (!name) return;
    try {
      onRenamed(await renamePasskey(passkey._id, name));
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(failure, t('Could not rename the passkey. Please try again.')),
      });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={t('Rename passkey')}
      initialFocusRef={nameRef}
      onSubmit={form.handleSubmit(submit)}
      error={form.errors.form}
      actions={{ confirmLabel: busy ? t('Saving...') : t('Save') }}
    >
      <PasskeyNameField ref={nameRef} {...form.field('name')} disabled={busy} />
    </Dialog>
  );
}
