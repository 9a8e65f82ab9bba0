import { useState } from 'react';
import {
  Button,
  ButtonLink,
  FormError,
  getErrorMessage,
  hrefs,
  Link,
  notify,
  PASSWORD_RESET_TTL_MINUTES,
  requestPasswordReset,
  useDocumentTitle,
} from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { useT } from '../../../i18n';
import { AuthCard } from './auth-card';

/**
 * `/forgot-password`: mails a link to set a new password. The answer is the same whether or not
 * an account uses the address, so the page cannot be used to find out who has one.
 */
export function ForgotPasswordPage() {
  const t = useT();
  useDocumentTitle(t('Forgot password'));
  const form = useForm({ email: '' });
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <AuthCard aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('Check your email')}</h1>
        <p className="lead" role="status">
          {t(
            'If an account uses this address, we sent a link to set a new password. It works for {{count}} minutes.',
            { count: PASSWORD_RESET_TTL_MINUTES },
          )}
        </p>
        <ButtonLink to={hrefs.login()} $variant="secondary">
          {t('Back to login')}
        </ButtonLink>
      </AuthCard>
    );
  }

  const submit = async ({ email }: typeof form.values) => {
    form.setErrors({});
    try {
      await requestPasswordReset({ email: email.trim() });
      setSent(true);
      return 'leaving';
    } catch (failure) {
      // Too many requests for the address, or one that is not an address: the server says which.
      const message = getErrorMessage(failure, t('The link could not be sent. Please try again.'));
      form.setErrors({ form: message });
      notify.error(message);
      return;
    }
  };

  return (
    <AuthCard aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('Forgot your password?')}</h1>
      <p className="lead">
        {t(
          'Enter the email address of your account and we will send you a link to set a new password.',
        )}
      </p>
      <form onSubmit={form.handleSubmit(submit)}>
        <TextField
          label={t('Email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        {form.errors.form && <FormError>{form.errors.form}</FormError>}
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t('Sending...') : t('Send link')}
        </Button>
      </form>
      <p className="switch">
        <Link to={hrefs.login()}>{t('Back to login')}</Link>
      </p>
    </AuthCard>
  );
}
