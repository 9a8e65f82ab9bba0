import {
  ApiError,
  Button,
  ConfirmDialog,
  ErrorState,
  getErrorMessage,
  idOf,
  LoadingState,
  LoadMore,
  notify,
  numberedPages,
  usePagedList,
  type Session,
  type Translate,
} from '@kinora/shared';
import { listSessions, revokeOtherSessions, revokeSession } from '@kinora/shared/account';
import { useState } from 'react';
import styled from 'styled-components';
import { deviceName } from '../lib/device-name';
import { TitledSection } from '../../../lib/titled-section';
import { useT } from '../../../i18n';
import { SessionRow } from './session-row';
import { SettingsLayout } from './settings-layout';

const devicesSignedOut = (t: Translate, count: number) =>
  count === 0
    ? t('No other device was signed in.')
    : t('Signed out of {{count}} other devices.', { count });

/** `/settings/sessions`: every device signed in to the account, and signing them out. */
export function SessionsSettingsPage() {
  const t = useT();
  const list = usePagedList(
    numberedPages((page) => listSessions({ page })),
    { keyOf: idOf, deps: [] },
  );
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [signingOutAll, setSigningOutAll] = useState(false);
  const others = list.items.filter((session) => !session.current);
  const remove = (keep: (session: Session) => boolean) =>
    list.update((items, total) => {
      const kept = items.filter(keep);
      return { items: kept, total: total - (items.length - kept.length) };
    });

  const signOut = async (session: Session) => {
    setPending((ids) => new Set(ids).add(session._id));
    try {
      await revokeSession(session._id);
      remove((item) => item._id !== session._id);
      notify.success(t('Signed out of {{device}}.', { device: deviceName(session) }));
    } catch (failure) {
      // Gone already (it expired or signed out meanwhile): the list catches up.
      if (failure instanceof ApiError && failure.status === 404)
        remove((item) => item._id !== session._id);
      notify.error(
        getErrorMessage(failure, t('Could not sign that device out. Please try again.')),
      );
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(session._id);
        return next;
      });
    }
  };

  const signOutAll = async () => {
    setSigningOutAll(true);
    try {
      const { revoked } = await revokeOtherSessions();
      remove((item) => item.current);
      notify.success(devicesSignedOut(t, revoked));
    } catch (failure) {
      notify.error(
        getErrorMessage(failure, t('Could not sign the other devices out. Please try again.')),
      );
    } finally {
      setSigningOutAll(false);
      setConfirmingAll(false);
    }
  };

  return (
    <SettingsLayout section="devices">
      {list.status === 'loading' ? (
        <LoadingState label={t('Loading your devices...')} />
      ) : list.status === 'error' ? (
        <ErrorState message={t('Could not load your devices.')} onRetry={list.reload} />
      ) : (
        <TitledSection
          title={t('Signed-in devices')}
          description={t(
            'Where your account is signed in now. Sign out any device you do not recognise, then change your password.',
          )}
        >
          <div>
            <Button
              $variant="secondary"
              onClick={() => setConfirmingAll(true)}
              disabled={others.length === 0 || signingOutAll}
            >
              {t('Sign out all other devices')}
            </Button>
          </div>
          <List aria-label={t('Signed-in devices')}>
            {list.items.map((session) => (
              <SessionRow
                key={session._id}
                session={session}
                busy={pending.has(session._id)}
                onSignOut={session.current ? undefined : () => void signOut(session)}
              />
            ))}
          </List>
          {others.length === 0 && !list.hasMore ? (
            <Quiet>{t('No other device is signed in to your account.')}</Quiet>
          ) : null}
          <LoadMore list={list} failedMessage={t('Could not load your devices.')} />
        </TitledSection>
      )}
      <ConfirmDialog
        open={confirmingAll}
        title={t('Sign out all other devices?')}
        message={t('Every device but this one will have to sign in again.')}
        confirmLabel={signingOutAll ? t('Signing out...') : t('Sign out all')}
        busy={signingOutAll}
        onCancel={() => setConfirmingAll(false)}
        onConfirm={() => void signOutAll()}
      />
    </SettingsLayout>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
