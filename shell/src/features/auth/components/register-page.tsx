import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
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
  const [fields, setFields] = useState({ username: '', fullName: '', email: '', password: '' });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!avatar) return setPreview(null);
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  if (user && !submitting) return <Navigate to={returnTo} replace />;

  const update = (name: keyof typeof fields) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const chooseAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      setError(AVATAR_NOT_IMAGE);
      setAvatar(null);
      event.target.value = '';
      return;
    }
    setError(null);
    setAvatar(file);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (fields.password.length < MIN_PASSWORD_LENGTH) {
      setError(SHORT_PASSWORD);
      return;
    }
    const form = new FormData();
    form.append('username', fields.username.trim());
    form.append('fullName', fields.fullName.trim());
    form.append('email', fields.email.trim());
    form.append('password', fields.password);
    if (avatar) form.append('avatar', avatar);
    setSubmitting(true);
    try {
      const created = await register(form);
      notify.success(`Welcome to Kinora, ${created.fullName || created.username}!`);
      void navigate(returnTo, { replace: true });
    } catch (failure) {
      const message = getErrorMessage(failure, REGISTRATION_FAILED);
      setError(message);
      notify.error(message);
      setSubmitting(false);
    }
  };

  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title">Create your account</h1>
      <p className="lead">Join Kinora to upload, comment and build your channel.</p>
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={fields.username}
          onChange={update('username')}
        />
        <TextField
          label="Full name"
          name="fullName"
          autoComplete="name"
          required
          value={fields.fullName}
          onChange={update('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={update('email')}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={fields.password}
          onChange={update('password')}
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
        {error && <FormError>{error}</FormError>}
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Creating account...' : 'Register'}
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
