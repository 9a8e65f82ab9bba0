import { forwardRef } from 'react';
import {
  Link,
  Button,
  ErrorState,
  hrefs,
  LoadingState,
  LoadMore,
  type Notification,
  type PagedList,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { NotificationItem } from './notification-item';

interface NotificationPanelProps {
  id: string;
  list: PagedList<Notification>;
  unreadCount: number;
  onOpen: (notification: Notification) => void;
  onMarkAllRead: () => void;
  markingAll: boolean;
  onClose: () => void;
}

/** The dropdown of the bell: newest first, a page at a time, with "Mark all read". */
export const NotificationPanel = forwardRef<HTMLDivElement, NotificationPanelProps>(
  function NotificationPanel(
    { id, list, unreadCount, onOpen, onMarkAllRead, markingAll, onClose },
    ref,
  ) {
    const t = useT();
    return (
      <Panel id={id} ref={ref} role="dialog" aria-label={t('Notifications')} tabIndex={-1}>
        <Header>
          <h2>{t('Notifications')}</h2>
          <Button
            $variant="ghost"
            $size="sm"
            onClick={onMarkAllRead}
            disabled={unreadCount === 0 || markingAll}
          >
            {t('Mark all read')}
          </Button>
        </Header>
        <Body>
          {list.status === 'loading' ? (
            <LoadingState label={t('Loading notifications...')} />
          ) : list.status === 'error' ? (
            <ErrorState message={t('Could not load your notifications.')} onRetry={list.reload} />
          ) : list.items.length === 0 ? (
            <Empty>
              {t(
                'Nothing yet. New videos, comments, replies, subscribers and likes on your posts show up here.',
              )}
            </Empty>
          ) : (
            <>
              <List aria-label={t('Notification list')}>
                {list.items.map((notification) => (
                  <NotificationItem
                    key={notification._id}
                    notification={notification}
                    onOpen={onOpen}
                  />
                ))}
              </List>
              <More>
                <LoadMore list={list} failedMessage={t('Could not load more notifications.')} />
              </More>
            </>
          )}
        </Body>
        <Footer>
          <Link to={hrefs.settingsNotifications()} onClick={onClose}>
            {t('Notification settings')}
          </Link>
        </Footer>
      </Panel>
    );
  },
);

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  width: min(420px, calc(100vw - 16px));
  display: flex;
  flex-direction: column;
  max-height: min(640px, calc(100vh - 80px));
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceFloating};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  overflow: hidden;

  &:focus {
    outline: none;
  }

  @media (max-width: 599px) {
    position: fixed;
    top: 60px;
    right: 8px;
    left: 8px;
    width: auto;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 8px 8px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  flex: 1;
`;

const List = styled.ul`
  margin: 0;
  padding: 4px 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 0 16px 12px;
`;

const Empty = styled.p`
  margin: 0;
  padding: 32px 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.div`
  padding: 10px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;
