import {
  Button,
  FormError,
  getErrorMessage,
  notify,
  TextField,
  updateAccount,
  type User,
} from '@kinora/shared';
import { type FormEvent, useState } from 'react';
import { TitledSection } from '../../../lib/titled-section';
import { Fields, FormActions } from './form-fields';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const next = email.trim();
    const problem = !next
      ? EMAIL_REQUIRED
      : next.toLowerCase() === user.email.toLowerCase()
        ? EMAIL_UNCHANGED
        : !password
          ? PASSWORD_FOR_EMAIL
          : null;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const saved = await updateAccount({ email: next, currentPassword: password });
      onSaved(saved);
      setEmail('');
      setPassword('');
      notify.success(EMAIL_CHANGED);
    } catch (failure) {
      setError(getErrorMessage(failure, EMAIL_FAILED));
    } finally {
      setSaving(false);
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
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        <Fields>
          <TextField
            label="New email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            disabled={saving}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Current password"
            type="password"
            name="current-password"
            autoComplete="current-password"
            required
            value={password}
            disabled={saving}
            hint="Needed to change where you sign in."
            onChange={(event) => setPassword(event.target.value)}
          />
          {error ? <FormError>{error}</FormError> : null}
          <FormActions>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Change email'}
            </Button>
          </FormActions>
        </Fields>
      </form>
    </TitledSection>
  );
}
