import {
  Button,
  FormError,
  getErrorMessage,
  notify,
  TextField,
  updateAccount,
  useForm,
  type User,
} from '@kinora/shared';
import { TitledSection } from '../../../lib/titled-section';
import { Fields, FormActions } from '../../../lib/form-fields';

export const EMAIL_CHANGED = 'Email changed.';
export const EMAIL_REQUIRED = 'Enter the new email address.';
export const EMAIL_UNCHANGED = 'That is already your email address.';
export const PASSWORD_FOR_EMAIL = 'Enter your current password to change your email.';
const EMAIL_FAILED = 'Could not change your email. Please try again.';

interface ChangeEmailFormProps {
  user: User;
  onSaved: (user: User) => void;
}

/** A new sign-in email, confirmed with the current password. */
export function ChangeEmailForm({ user, onSaved }: ChangeEmailFormProps) {
  const form = useForm({ email: '', password: '' });

  const submit = async ({ email, password }: typeof form.values) => {
    const next = email.trim();
    const problem = !next
      ? EMAIL_REQUIRED
      : next.toLowerCase() === user.email.toLowerCase()
        ? EMAIL_UNCHANGED
        : !password
          ? PASSWORD_FOR_EMAIL
          : null;
    form.setErrors(problem ? { form: problem } : {});
    if (problem) return;
    try {
      const saved = await updateAccount({ email: next, currentPassword: password });
      onSaved(saved);
      form.reset();
      notify.success(EMAIL_CHANGED);
    } catch (failure) {
      form.setErrors({ form: getErrorMessage(failure, EMAIL_FAILED) });
    }
  };

  return (
    <TitledSection
      title="Email"
      description={
        <>
          You sign in with <strong>{user.email}</strong> (or your username,{' '}
          <strong>{user.username}</strong>).
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={form.submitting}>
        <Fields>
          <TextField
            label="New email"
            type="email"
            name="email"
            autoComplete="email"
            required
            {...form.field('email')}
            disabled={form.submitting}
          />
          <TextField
            label="Current password"
            type="password"
            name="current-password"
            autoComplete="current-password"
            required
            {...form.field('password')}
            disabled={form.submitting}
            hint="Needed to change where you sign in."
          />
          {form.errors.form ? <FormError>{form.errors.form}</FormError> : null}
          <FormActions>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? 'Saving...' : 'Change email'}
            </Button>
          </FormActions>
        </Fields>
      </form>
    </TitledSection>
  );
}
