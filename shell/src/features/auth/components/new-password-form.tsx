import {
  Button,
  confirmPasswordReset,
  FormError,
  getErrorMessage,
  MIN_PASSWORD_LENGTH,
  notify,
  useSession,
  type SignInStep,
} from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { useT } from '../../../i18n';

export interface NewPasswordFormProps {
  /** The reset link's token. */
  token: string;
  /** The account's address, for the password manager that saves the new password. */
  email: string;
  /** What setting the password came to: signed in, or a second factor to answer. */
  onStep: (step: SignInStep) => void;
}

/** The new password, typed twice, set from a reset link; the same rules as registration. */
export function NewPasswordForm({ token, email, onStep }: NewPasswordFormProps) {
  const t = useT();
  const { finishSignIn } = useSession();
  const form = useForm({ password: '', confirmation: '' });

  const submit = async ({ password, confirmation }: typeof form.values) => {
    form.setErrors({});
    if (password.length < MIN_PASSWORD_LENGTH) {
      form.setErrors({ password: t('Password must be at least 6 characters long.') });
      return;
    }
    if (password !== confirmation) {
      form.setErrors({ confirmation: t('The two passwords are not the same.') });
      return;
    }
    try {
      const step = finishSignIn(await confirmPasswordReset({ token, newPassword: password }));
      onStep(step);
      return 'user' in step ? 'leaving' : undefined;
    } catch (failure) {
      const message = getErrorMessage(
        failure,
        t('Your password could not be changed. Please try again.'),
      );
      form.setErrors({ form: message });
      notify.error(message);
      return;
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)}>
      {/* Read by password managers, so the new password is saved for this account. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t('New password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={t('At least {{count}} characters.', { count: MIN_PASSWORD_LENGTH })}
        error={form.errors.password}
        {...form.field('password')}
      />
      <TextField
        label={t('Confirm new password')}
        type="password"
        name="confirmation"
        autoComplete="new-password"
        required
        error={form.errors.confirmation}
        {...form.field('confirmation')}
      />
      {form.errors.form && <FormError>{form.errors.form}</FormError>}
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? t('Saving...') : t('Set new password')}
      </Button>
    </form>
  );
}
