import { useEffect, useState, type ChangeEvent } from 'react';
import {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  Avatar,
  Button,
  FileField,
  FormError,
  hrefs,
  getErrorMessage,
  MIN_PASSWORD_LENGTH,
  notify,
  TextField,
  useDocumentTitle,
  useForm,
  useSession,
  type ReturnLocationState,
} from '@kinora/shared';
import styled from 'styled-components';
import { useReturnLocation } from '../hooks/use-return-location';
import { AuthCard } from './auth-card';

const REGISTRATION_FAILED = 'Registration failed. Please try again.';
const SHORT_PASSWORD = 'Password must be at least 6 characters long.';
const AVATAR_NOT_IMAGE = 'The avatar must be an image file.';

export function RegisterPage() {
  useDocumentTitle('Register');
  const { register, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnLocation();
  const form = useForm({
    username: '',
    fullName: '',
    email: '',
    password: '',
    avatar: null as File | null,
  });
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
      form.setErrors({ form: AVATAR_NOT_IMAGE });
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
      form.setErrors({ form: SHORT_PASSWORD });
      return;
    }
    const body = new FormData();
    body.append('username', fields.username.trim());
    body.append('fullName', fields.fullName.trim());
    body.append('email', fields.email.trim());
    body.append('password', fields.password);
    if (fields.avatar) body.append('avatar', fields.avatar);
    try {
      const created = await register(body);
      notify.success(`Welcome to Kinora, ${created.fullName || created.username}!`);
      void navigate(returnTo, { replace: true });
      return 'leaving';
    } catch (failure) {
      const message = getErrorMessage(failure, REGISTRATION_FAILED);
      form.setErrors({ form: message });
      notify.error(message);
      return;
    }
  };

  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title">Create your account</h1>
      <p className="lead">Join Kinora to upload, comment and build your channel.</p>
      <form onSubmit={form.handleSubmit(submit)}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          {...form.field('username')}
        />
        <TextField
          label="Full name"
          name="fullName"
          autoComplete="name"
          required
          {...form.field('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...form.field('password')}
        />
        <AvatarRow>
          <Avatar src={preview ?? ''} alt="" size={56} />
          <FileField
            label="Avatar (optional)"
            name="avatar"
            accept="image/*"
            onChange={chooseAvatar}
          />
        </AvatarRow>
        {form.errors.form && <FormError>{form.errors.form}</FormError>}
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Creating account...' : 'Register'}
        </Button>
      </form>
      <p className="switch">
        Already have an account?{' '}
        <Link to={hrefs.login()} state={location.state as ReturnLocationState | null}>
          Login
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
