import { TextField, type TextFieldProps } from '@kinora/shared/forms';
import { TOTP_CODE_LABEL } from '../lib/two-factor-input';

/** Where the authenticator app's current code is typed: digits, filled in by the phone's keyboard. */
export function TotpCodeField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label={TOTP_CODE_LABEL}
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
