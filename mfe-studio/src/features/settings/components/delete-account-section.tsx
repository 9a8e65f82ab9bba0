import {
  Button,
  deleteAccount,
  Dialog,
  getErrorMessage,
  hrefs,
  notify,
  useSession,
  type User,
  useNavigate,
} from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { TitledSection } from '../../../lib/titled-section';
import { useT } from '../../../i18n';

/**
 * Deleting the account, behind a dialog that asks for the password and the username typed out,
 * so it cannot happen by a slip. Afterwards the session is gone everywhere and the person lands
 * on the home page.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <TitledSection
      title={t('Delete account')}
      tone="danger"
      description={t(
        'Deletes your channel with its videos, comments, posts, playlists, likes, subscriptions and watch history, for good. This cannot be undone.',
      )}
    >
      <div>
        <Button $variant="danger" onClick={() => setOpen(true)}>
          {t('Delete account')}
        </Button>
      </div>
      {open ? <DeleteAccountDialog user={user} onClose={() => setOpen(false)} /> : null}
    </TitledSection>
  );
}

function DeleteAccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useT();
  const forget = useSession((state) => state.forget);
  const navigate = useNavigate();
  const usernameRef = useRef<HTMLInputElement>(null);
  const form = useForm({ typed: '', password: '' });
  const { typed, password } = form.values;
  const deleting = form.submitting;
  const confirmed = typed.trim() === user.username && password !== '';

  const submit = async () => {
    if (!confirmed) return undefined;
    form.setErrors({});
    try {
      await deleteAccount({ password });
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(failure, t('Could not delete your account. Please try again.')),
      });
      return;
    }
    // Signed out first, and rendered so at once: this protected page then sends the person to
    // /login, and the navigation home that follows replaces that one instead of racing it.
    flushSync(forget);
    notify.success(t('Your account was deleted.'));
    void navigate(hrefs.home(), { replace: true });
    return 'leaving';
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={deleting}
      title={t('Delete your account?')}
      description={t(
        'Everything of @{{username}} will be deleted. To confirm, type your username and your password.',
        { username: user.username },
      )}
      role="alertdialog"
      initialFocusRef={usernameRef}
      actions={{
        confirmLabel: deleting ? t('Deleting...') : t('Delete account'),
        danger: true,
        ready: confirmed,
      }}
      onSubmit={form.handleSubmit(submit)}
      error={form.errors.form}
    >
      <TextField
        ref={usernameRef}
        label={t('Type {{username}} to confirm', { username: user.username })}
        name="confirm-username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('typed')}
        disabled={deleting}
      />
      <TextField
        label={t('Password')}
        type="password"
        name="password"
        autoComplete="current-password"
        {...form.field('password')}
        disabled={deleting}
      />
    </Dialog>
  );
}
