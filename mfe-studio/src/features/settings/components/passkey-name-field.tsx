import { PASSKEY_NAME_MAX_LENGTH, type Translate } from '@kinora/shared';
import { TextField, type TextFieldProps } from '@kinora/shared/forms';
import { useT } from '../../../i18n';

export const passkeyNameRequired = (t: Translate) => t('Give the passkey a name.');

/** A passkey's name: what tells the person which device or password manager holds it. */
export function PasskeyNameField(props: Omit<TextFieldProps, 'label'>) {
  const t = useT();
  return (
    <TextField
      label={t('Name')}
      name="passkey-name"
      autoComplete="off"
      maxLength={PASSKEY_NAME_MAX_LENGTH}
      hint={t('Which device or password manager holds it, like “Work laptop” or “Phone”.')}
      {...props}
    />
  );
}
