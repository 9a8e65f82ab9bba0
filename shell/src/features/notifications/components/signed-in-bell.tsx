import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage, notify, usePopover, type Notification } from '@kinora/shared';
import { useT } from '../../../i18n';
import { BellIcon } from '../../../lib/icons';
import { useNotificationFeed } from '../hooks/use-notification-feed';
import { NotificationPanel } from './notification-panel';

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

export interface BellTimings {
  /** How often to ask while the live stream is down (tests shorten it). */
  pollIntervalMs?: number;
  reconnectDelayMs?: number;
}

/** The bell itself: the unread count, and the panel it opens (loaded once someone signs in). */
export default function SignedInBell({ userId, ...options }: BellTimings & { userId: string }) {
  const t = useT();
  const feed = useNotificationFeed({ userId, ...options });
  const { open, setOpen, popupId, wrapperRef, popupRef, buttonProps } = usePopover();
  const [markingAll, setMarkingAll] = useState(false);
  const { unreadCount, refresh } = feed;
  // The panel shows what is true now: a notification withdrawn since (a like taken back) is gone.
  useEffect(() => {
    if (open) refresh();
  }, [open, refresh]);

  const openItem = (notification: Notification) => {
    feed.markRead(notification);
    setOpen(false);
  };

  const markAllRead = async () => {
    setMarkingAll(true);
    try {
      await feed.markAllRead();
    } catch (failure) {
      notify.error(getErrorMessage(failure, t('Could not mark your notifications read.')));
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <BellButton
        {...buttonProps}
        type="button"
        aria-label={
          unreadCount > 0
            ? t('Notifications, {{count}} unread', { count: unreadCount })
            : t('Notifications')
        }
        aria-haspopup="dialog"
      >
        <BellIcon />
        {unreadCount > 0 ? <Badge aria-hidden="true">{badgeText(unreadCount)}</Badge> : null}
      </BellButton>
      {open ? (
        <NotificationPanel
          id={popupId}
          ref={popupRef}
          list={feed.list}
          unreadCount={unreadCount}
          onOpen={openItem}
          onMarkAllRead={() => void markAllRead()}
          markingAll={markingAll}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  position: relative;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  place-items: center;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 18px;
  text-align: center;
  border: 2px solid ${({ theme }) => theme.colors.background};
  box-sizing: content-box;
`;
