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
import { useT } from '../../../i18n';

/** Current password, new password twice; the server signs every other device out. */
export function ChangePasswordForm() {
  const t = useT();
  const form = useForm({ current: '', next: '', repeat: '' });
  const [done, setDone] = useState(false);

  const submit = async ({ current, next, repeat }: typeof form.values) => {
    const problem = !current
      ? t('Enter your current password.')
      : next.length < MIN_PASSWORD_LENGTH
        ? t('Password must be at least {{count}} characters long.', {
            count: MIN_PASSWORD_LENGTH,
          })
        : next !== repeat
          ? t('The new passwords do not match.')
          : null;
    form.setErrors(problem ? { form: problem } : {});
    setDone(false);
    if (problem) return;
    try {
      await changePassword({ oldPassword: current, newPassword: next });
      form.reset();
      setDone(true);
      notify.success(t('Password changed.'));
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(failure, t('Could not change your password. Please try again.')),
      });
    }
  };

  return (
    <TitledSection
      title={t('Password')}
      description={t(
        'Changing it signs out every other device signed in to your account; this one stays signed in.',
      )}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={form.submitting}>
        <Fields>
          <TextField
            label={t('Current password')}
            type="password"
            name="old-password"
            autoComplete="current-password"
            required
            {...form.field('current')}
            disabled={form.submitting}
          />
          <TextField
            label={t('New password')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            {...form.field('next')}
            disabled={form.submitting}
            hint={t('At least {{count}} characters.', { count: MIN_PASSWORD_LENGTH })}
          />
          <TextField
            label={t('Confirm new password')}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            {...form.field('repeat')}
            disabled={form.submitting}
          />
          {form.errors.form ? <FormError>{form.errors.form}</FormError> : null}
          {done ? (
            <Success role="status">
              {t(
                'Your password was changed. Every other device was signed out and needs the new password.',
              )}
            </Success>
          ) : null}
          <FormActions>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? t('Saving...') : t('Change password')}
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
