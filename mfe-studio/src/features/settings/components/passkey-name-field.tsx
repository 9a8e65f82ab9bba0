import { PASSKEY_NAME_MAX_LENGTH } from '@kinora/shared';
import { TextField, type TextFieldProps } from '@kinora/shared/forms';

export const PASSKEY_NAME_REQUIRED = 'Give the passkey a name.';

/** A passkey's name: what tells the person which device or password manager holds it. */
export function PasskeyNameField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Name"
      name="passkey-name"
      autoComplete="off"
      maxLength={PASSKEY_NAME_MAX_LENGTH}
      hint="Which device or password manager holds it, like “Work laptop” or “Phone”."
      {...props}
    />
  );
}
