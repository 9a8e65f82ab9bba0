import styled from 'styled-components';
import {
  Button,
  FormError,
  getErrorMessage,
  hrefs,
  PageHeader,
  useDocumentTitle,
  useLocation,
  useNavigate,
  useSession,
  useSharedT,
  type ReturnLocationState,
} from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';

/** A minimal sign-in for standalone development (the real login page belongs to the shell). */
export function StandaloneLogin() {
  const t = useSharedT();
  useDocumentTitle(t('Login'));
  const login = useSession((state) => state.login);
  const navigate = useNavigate();
  const from = (useLocation().state as ReturnLocationState | null)?.from;
  const form = useForm({ identifier: '', password: '' });

  const submit = async ({ identifier, password }: typeof form.values) => {
    form.setErrors({});
    try {
      // This development host has no second step: such an account signs in on the whole site.
      if ('secondFactor' in (await login(identifier, password))) {
        form.setErrors({ form: t('This account uses two-factor sign-in: sign in on the site.') });
        return;
      }
      await navigate(from ? `${from.pathname}${from.search}${from.hash}` : hrefs.home(), {
        replace: true,
      });
      return 'leaving';
    } catch (caught) {
      form.setErrors({
        form: getErrorMessage(caught, t('Login failed. Please check your credentials.')),
      });
      return;
    }
  };

  return (
    <Form onSubmit={form.handleSubmit(submit)}>
      <PageHeader title={t('Welcome Back')} subtitle={t('Standalone development sign-in')} />
      <TextField
        label={t('Email or username')}
        type="text"
        autoComplete="username"
        required
        {...form.field('identifier')}
      />
      <TextField
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      {form.errors.form ? <FormError>{form.errors.form}</FormError> : null}
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? t('Logging in...') : t('Login')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 400px;
  margin: 32px auto;
`;
