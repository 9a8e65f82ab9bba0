import {
  Link,
  Avatar,
  displayNameOf,
  formatRelativeTime,
  LogoMark,
  VisuallyHidden,
  type Notification,
} from '@kinora/shared';
import styled, { css } from 'styled-components';
import { useT } from '../../../i18n';
import { describeNotification, notificationHref } from '../describe-notification';

interface NotificationItemProps {
  notification: Notification;
  /** Marks it read and closes the panel; the link itself opens the target. */
  onOpen: (notification: Notification) => void;
}

/**
 * One notification: who, what, when, and a dot while unread. The site's own notices (a report's
 * outcome) show its mark instead of a person, and lead nowhere: opening one only marks it read.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const t = useT();
  const { actor, read, createdAt } = notification;
  const { action, quote } = describeNotification(notification);
  const href = notificationHref(notification);
  const content = (
    <>
      {actor ? <Avatar src={actor.avatar} alt="" size={40} /> : <LogoMark width={40} height={40} />}
      <Body>
        <Sentence>
          {read ? null : <VisuallyHidden>{t('Unread: ')}</VisuallyHidden>}
          {actor ? (
            <>
              <strong>{displayNameOf(actor)}</strong> {action}
            </>
          ) : (
            action
          )}
        </Sentence>
        {quote ? <Quote>{t('“{{quote}}”', { quote })}</Quote> : null}
        <Time dateTime={createdAt}>{formatRelativeTime(createdAt)}</Time>
      </Body>
      {read ? null : <Dot aria-hidden="true" />}
    </>
  );
  return (
    <Row>
      {href ? (
        <ItemLink to={href} onClick={() => onOpen(notification)} $unread={!read}>
          {content}
        </ItemLink>
      ) : (
        <ItemButton type="button" onClick={() => onOpen(notification)} $unread={!read}>
          {content}
        </ItemButton>
      )}
    </Row>
  );
}

const Row = styled.li`
  list-style: none;
`;

const itemStyles = css<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  width: 100%;
  padding: 12px 16px;
  border: 0;
  font: inherit;
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  /* A faint tint of the link colour marks what is still unread. */
  background: ${({ $unread, theme }) =>
    $unread ? `color-mix(in srgb, ${theme.colors.link} 6%, transparent)` : 'transparent'};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
    outline: none;
  }

  img {
    flex: none;
  }
`;

const ItemLink = styled(Link)<{ $unread: boolean }>`
  ${itemStyles}
`;

const ItemButton = styled.button<{ $unread: boolean }>`
  ${itemStyles}
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  flex: 1;
`;

const Sentence = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Quote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Dot = styled.span`
  flex: none;
  align-self: center;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.link};
`;
