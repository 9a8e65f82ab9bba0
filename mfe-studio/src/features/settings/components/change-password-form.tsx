import {
  Button,
  changePassword,
  FormError,
  getErrorMessage,
  MIN_PASSWORD_LENGTH,
  notify,
} from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { useState } from 'react';
import styled from 'styled-components';
import { TitledSection } from '../../../lib/titled-section';
import { Fields, FormActions } from '../../../lib/form-fields';

export const PASSWORD_CHANGED = 'Password changed.';
export const OTHERS_SIGNED_OUT =
  'Your password was changed. Every other device was signed out and needs the new password.';
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
export const PASSWORDS_DIFFER = 'The new passwords do not match.';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.';
const PASSWORD_FAILED = 'Could not change your password. Please try again.';

/** Current password, new password twice; the server signs every other device out. */
export function ChangePasswordForm() {
  const form = useForm({ current: '', next: '', repeat: '' });
  const [done, setDone] = useState(false);

  const submit = async ({ current, next, repeat }: typeof form.values) => {
    const problem = !current
      ? CURRENT_PASSWORD_REQUIRED
      : next.length < MIN_PASSWORD_LENGTH
        ? PASSWORD_TOO_SHORT
        : next !== repeat
          ? PASSWORDS_DIFFER
          : null;
    form.setErrors(problem ? { form: problem } : {});
    setDone(false);
    if (problem) return;
    try {
      await changePassword({ oldPassword: current, newPassword: next });
      form.reset();
      setDone(true);
      notify.success(PASSWORD_CHANGED);
    } catch (failure) {
      form.setErrors({ form: getErrorMessage(failure, PASSWORD_FAILED) });
    }
  };

  return (
    <TitledSection
      title="Password"
      description="Changing it signs out every other device signed in to your account; this one stays signed in."
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={form.submitting}>
        <Fields>
          <TextField
            label="Current password"
            type="password"
            name="old-password"
            autoComplete="current-password"
            required
            {...form.field('current')}
            disabled={form.submitting}
          />
          <TextField
            label="New password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            {...form.field('next')}
            disabled={form.submitting}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          />
          <TextField
            label="Confirm new password"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            {...form.field('repeat')}
            disabled={form.submitting}
          />
          {form.errors.form ? <FormError>{form.errors.form}</FormError> : null}
          {done ? <Success role="status">{OTHERS_SIGNED_OUT}</Success> : null}
          <FormActions>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? 'Saving...' : 'Change password'}
            </Button>
          </FormActions>
        </Fields>
      </form>
    </TitledSection>
  );
}

const Success = styled.p`
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.success} 12%, transparent);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
