import { useEffect, useState, type ChangeEvent } from 'react';
import {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  APPLICATION_REASON_MAX_LENGTH,
  applyForAccount,
  Avatar,
  Button,
  FormError,
  hrefs,
  getErrorMessage,
  MIN_PASSWORD_LENGTH,
  notify,
  useDocumentTitle,
  useSession,
  type RegistrationMode,
  type ReturnLocationState,
  displayNameOf,
} from '@kinora/shared';
import { FileField, TextArea, TextField, useForm } from '@kinora/shared/forms';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useRegistrationMode } from '../hooks/use-registration-mode';
import { useReturnLocation } from '../hooks/use-return-location';
import { ApplicationSent } from './application-sent';
import { AuthCard } from './auth-card';
import { RegistrationClosed } from './registration-closed';

/**
 * `/register`, as the site takes new accounts: the form that makes one (open), the same form as
 * an application an admin approves (approval), or word that it takes none (closed).
 */
export function RegisterPage() {
  const t = useT();
  useDocumentTitle(t('Register'));
  const mode = useRegistrationMode();
  const [applied, setApplied] = useState(false);
  if (applied) return <ApplicationSent />;
  if (mode === 'closed') return <RegistrationClosed />;
  return <RegisterForm mode={mode} onApplied={() => setApplied(true)} />;
}

interface RegisterFormProps {
  mode: Exclude<RegistrationMode, 'closed'>;
  onApplied: () => void;
}

function RegisterForm({ mode, onApplied }: RegisterFormProps) {
  const t = useT();
  const { register, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnLocation();
  const form = useForm({
    username: '',
    fullName: '',
    email: '',
    password: '',
    reason: '',
    avatar: null as File | null,
  });
  const applying = mode === 'approval';
  const { avatar } = form.values;
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!avatar) return setPreview(null);
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  if (user && !form.submitting) return <Navigate to={returnTo} replace />;

  const chooseAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      form.setErrors({ form: t('The avatar must be an image file.') });
      form.setValue('avatar', null);
      event.target.value = '';
      return;
    }
    form.setErrors({});
    form.setValue('avatar', file);
  };

  const submit = async (fields: typeof form.values) => {
    form.setErrors({});
    if (fields.password.length < MIN_PASSWORD_LENGTH) {
      form.setErrors({ form: t('Password must be at least 6 characters long.') });
      return;
    }
    if (applying) return apply(fields);
    const body = new FormData();
    body.append('username', fields.username.trim());
    body.append('fullName', fields.fullName.trim());
    body.append('email', fields.email.trim());
    body.append('password', fields.password);
    if (fields.avatar) body.append('avatar', fields.avatar);
    try {
      const created = await register(body);
      notify.success(t('Welcome to Kinora, {{name}}!', { name: displayNameOf(created) }));
      void navigate(returnTo, { replace: true });
      return 'leaving';
    } catch (failure) {
      const message = getErrorMessage(failure, t('Registration failed. Please try again.'));
      form.setErrors({ form: message });
      notify.error(message);
      return;
    }
  };

  const apply = async (fields: typeof form.values) => {
    const reason = fields.reason.trim();
    if (!reason) {
      form.setErrors({ reason: t('Tell the admins why you want to join.') });
      return;
    }
    try {
      // An application is sent as JSON: a picture is chosen once the account exists.
      await applyForAccount({
        username: fields.username.trim(),
        fullName: fields.fullName.trim(),
        email: fields.email.trim(),
        password: fields.password,
        reason,
      });
      onApplied();
      return 'leaving';
    } catch (failure) {
      const message = getErrorMessage(
        failure,
        t('Your application could not be sent. Please try again.'),
      );
      form.setErrors({ form: message });
      notify.error(message);
      return;
    }
  };

  const submitLabels = {
    open: { idle: t('Register'), busy: t('Creating account...') },
    approval: { idle: t('Apply'), busy: t('Sending application...') },
  };
  const submitLabel = submitLabels[mode][form.submitting ? 'busy' : 'idle'];

  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title">{applying ? t('Apply for an account') : t('Create your account')}</h1>
      <p className="lead">
        {applying
          ? t('An admin reviews each new account. Tell them a little about why you want to join.')
          : t('Join Kinora to upload, comment and build your channel.')}
      </p>
      <form onSubmit={form.handleSubmit(submit)}>
        <TextField
          label={t('Username')}
          name="username"
          autoComplete="username"
          required
          {...form.field('username')}
        />
        <TextField
          label={t('Full name')}
          name="fullName"
          autoComplete="name"
          required
          {...form.field('fullName')}
        />
        <TextField
          label={t('Email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          label={t('Password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={t('At least {{count}} characters.', { count: MIN_PASSWORD_LENGTH })}
          {...form.field('password')}
        />
        {applying ? (
          <TextArea
            label={t('Why do you want to join?')}
            name="reason"
            required
            rows={4}
            maxLength={APPLICATION_REASON_MAX_LENGTH}
            showCount
            error={form.errors.reason}
            {...form.field('reason')}
          />
        ) : (
          <AvatarRow>
            <Avatar src={preview ?? ''} alt="" size={56} />
            <FileField
              label={t('Avatar (optional)')}
              name="avatar"
              accept="image/*"
              onChange={chooseAvatar}
            />
          </AvatarRow>
        )}
        {form.errors.form && <FormError>{form.errors.form}</FormError>}
        <Button type="submit" disabled={form.submitting}>
          {submitLabel}
        </Button>
      </form>
      <p className="terms">
        {t('By registering you agree to')} <Link to={hrefs.about()}>{t('the rules')}</Link>.
      </p>
      <p className="switch">
        {t('Already have an account?')}{' '}
        <Link to={hrefs.login()} state={location.state as ReturnLocationState | null}>
          {t('Login')}
        </Link>
      </p>
    </AuthCard>
  );
}

const AvatarRow = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
`;
