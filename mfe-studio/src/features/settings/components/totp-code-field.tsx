import { TextField, type TextFieldProps } from '@kinora/shared/forms';
import { useT } from '../../../i18n';
import { totpCodeLabel } from '../lib/two-factor-input';

/** Where the authenticator app's current code is typed: digits, filled in by the phone's keyboard. */
export function TotpCodeField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const t = useT();
  return (
    <TextField
      label={totpCodeLabel(t)}
      type="text"
      name="totp-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
