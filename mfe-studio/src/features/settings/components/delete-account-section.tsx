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

export const ACCOUNT_DELETED = 'Your account was deleted.';
const DELETE_FAILED = 'Could not delete your account. Please try again.';

/**
 * Deleting the account, behind a dialog that asks for the password and the username typed out,
 * so it cannot happen by a slip. Afterwards the session is gone everywhere and the person lands
 * on the home page.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <TitledSection
      title="Delete account"
      tone="danger"
      description="Deletes your channel with its videos, comments, posts, playlists, likes, subscriptions and watch history, for good. This cannot be undone."
    >
      <div>
        <Button $variant="danger" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      {open ? <DeleteAccountDialog user={user} onClose={() => setOpen(false)} /> : null}
    </TitledSection>
  );
}

function DeleteAccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
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
      form.setErrors({ form: getErrorMessage(failure, DELETE_FAILED) });
      return;
    }
    // Signed out first, and rendered so at once: this protected page then sends the person to
    // /login, and the navigation home that follows replaces that one instead of racing it.
    flushSync(forget);
    notify.success(ACCOUNT_DELETED);
    void navigate(hrefs.home(), { replace: true });
    return 'leaving';
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={deleting}
      title="Delete your account?"
      description={`Everything of @${user.username} will be deleted. To confirm, type your username and your password.`}
      role="alertdialog"
      initialFocusRef={usernameRef}
      actions={{
        confirmLabel: deleting ? 'Deleting...' : 'Delete account',
        danger: true,
        ready: confirmed,
      }}
      onSubmit={form.handleSubmit(submit)}
      error={form.errors.form}
    >
      <TextField
        ref={usernameRef}
        label={`Type ${user.username} to confirm`}
        name="confirm-username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('typed')}
        disabled={deleting}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        {...form.field('password')}
        disabled={deleting}
      />
    </Dialog>
  );
}
