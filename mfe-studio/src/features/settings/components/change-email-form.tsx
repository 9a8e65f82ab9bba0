import {
  Button,
  FormError,
  getErrorMessage,
  notify,
  updateAccount,
  type User,
} from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { useRef } from 'react';
import { TitledSection } from '../../../lib/titled-section';
import { Fields, FormActions } from '../../../lib/form-fields';
import { useT } from '../../../i18n';
import { EmailVerificationLine } from './email-verification-line';
import { PendingEmailNotice } from './pending-email-notice';

interface ChangeEmailFormProps {
  user: User;
  onSaved: (user: User) => void;
}

/**
 * The sign-in email and whether it is verified, and a new one, asked with the current password:
 * it becomes the account's only once the link mailed to it is opened, and waits until then.
 */
export function ChangeEmailForm({ user, onSaved }: ChangeEmailFormProps) {
  const t = useT();
  const form = useForm({ email: '', password: '' });
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async ({ email, password }: typeof form.values) => {
    const next = email.trim();
    const problem = !next
      ? t('Enter the new email address.')
      : next.toLowerCase() === user.email.toLowerCase()
        ? t('That is already your email address.')
        : !password
          ? t('Enter your current password to change your email.')
          : null;
    form.setErrors(problem ? { form: problem } : {});
    if (problem) return;
    try {
      const saved = await updateAccount({ email: next, currentPassword: password });
      onSaved(saved);
      form.reset();
      // Once a new address waits for the link mailed to it, the toast says where to look.
      notify.success(
        saved.pendingEmail
          ? t('Check {{address}} and open the link we sent to confirm the change.', {
              address: saved.pendingEmail,
            })
          : t('Email changed.'),
      );
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(failure, t('Could not change your email. Please try again.')),
      });
    }
  };

  return (
    <TitledSection
      title={t('Email')}
      description={
        <>
          {t('You sign in with')} <strong>{user.email}</strong> {t('(or your username,')}{' '}
          <strong>{user.username}</strong>).
        </>
      }
    >
      <EmailVerificationLine verified={user.emailVerified} />
      {user.pendingEmail ? (
        <PendingEmailNotice
          user={user}
          pendingEmail={user.pendingEmail}
          onCancelled={(saved) => {
            onSaved(saved);
            // Its Cancel button is gone with it: focus goes on to where another address is typed.
            emailRef.current?.focus();
          }}
        />
      ) : null}
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={form.submitting}>
        <Fields>
          <TextField
            ref={emailRef}
            label={t('New email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            {...form.field('email')}
            disabled={form.submitting}
            hint={t('We mail a link to the new address; it becomes yours once you open it.')}
          />
          <TextField
            label={t('Current password')}
            type="password"
            name="current-password"
            autoComplete="current-password"
            required
            {...form.field('password')}
            disabled={form.submitting}
            hint={t('Needed to change where you sign in.')}
          />
          {form.errors.form ? <FormError>{form.errors.form}</FormError> : null}
          <FormActions>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? t('Saving...') : t('Change email')}
            </Button>
          </FormActions>
        </Fields>
      </form>
    </TitledSection>
  );
}
