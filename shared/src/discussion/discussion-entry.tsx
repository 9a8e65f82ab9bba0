import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import {
  Avatar,
  Button,
  formatDate,
  formatRelativeTime,
  Link,
  PinIcon,
  RichText,
  useSharedT,
} from '@kinora/shared';
import { DiscussionDeleteButton, type DiscussionDeleteTexts } from './discussion-delete-button';
import { DiscussionEditor, type DiscussionEditorProps } from './discussion-editor';

export interface DiscussionAuthor {
  /** Shown first: a person's name, or their @handle when that is all a discussion shows. */
  name: string;
  /** '@ann' after the name, when the name is not the handle already. */
  handle?: string;
  /** Their channel here; null for people elsewhere (YouTube's commenters). */
  href: string | null;
  avatar: string | null | undefined;
}

/** Edit of one's own entry: the words and limits of the discussion's editor. */
export type DiscussionEntryEdit = Pick<
  DiscussionEditorProps,
  'label' | 'emptyMessage' | 'maxLength' | 'rows' | 'onSave'
> & {
  /** The Edit button's name for screen readers when 'Edit' alone is not enough ('Edit post'). */
  buttonLabel?: string;
};

/** A pin on a discussion (the video owner's, on its comments): the pinned entry stands first. */
export interface DiscussionEntryPin {
  pinned: boolean;
  /** Who pins in this discussion, for 'Pinned by ann'. */
  by: string;
  /** The viewer may pin: Pin / Unpin shows. */
  canPin: boolean;
  /** Resolves when the pin is saved or refused. */
  onToggle: (pinned: boolean) => Promise<unknown>;
}

export interface DiscussionEntryProps {
  author: DiscussionAuthor;
  content: string;
  createdAt: string;
  edited: boolean;
  /** A card of its own (a post) rather than a line of a thread (a comment). */
  framed?: boolean;
  avatarSize?: number;
  /** The element's id, for links to this entry. */
  anchorId?: string;
  /** The entry a link points at: scrolled into view and marked. */
  highlighted?: boolean;
  /**
   * Given when the entry waits for review (only its author sees it then): the label that says so
   * ('Your comment is awaiting review'). Nobody else can see it yet, so there is nothing to like,
   * reply to or pin.
   */
  heldLabel?: string;
  /** Given in a discussion with a pin, for the entries that can be pinned. */
  pin?: DiscussionEntryPin;
  /** The discussion's own actions (like, reply), before Pin, Edit and Delete. */
  actions?: ReactNode;
  /** Given when the viewer may edit it. */
  edit?: DiscussionEntryEdit;
  /** Given when the viewer may delete it; resolves true when it is gone. */
  remove?: { texts: DiscussionDeleteTexts; onDelete: () => Promise<boolean> };
  /** The "…" menu (Report), after every other action. */
  more?: ReactNode;
  /** What hangs under it (a thread's replies and reply box). */
  children?: ReactNode;
}

/**
 * One entry of a discussion (a comment, a reply, a post): the author's avatar and name (to their
 * channel), when it was written, its text, then its actions, or the editor in their place. The
 * text keeps its line breaks (`pre-wrap`) and shows markup as typed; its addresses are links, and
 * its timestamps seek the player where the page has one (`RichText`).
 */
export function DiscussionEntry({
  author,
  content,
  createdAt,
  edited,
  framed = false,
  avatarSize = 40,
  anchorId,
  highlighted = false,
  heldLabel,
  pin: pinGiven,
  actions: actionsGiven,
  edit,
  remove,
  more,
  children,
}: DiscussionEntryProps) {
  const t = useSharedT();
  const held = heldLabel !== undefined;
  const pin = held ? undefined : pinGiven;
  const actions = held ? null : actionsGiven;
  const [editing, setEditing] = useState(false);
  const [savingPin, setSavingPin] = useState(false);
  const nameId = useId();
  const entryRef = useRef<HTMLElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (highlighted) entryRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  // Give focus back to Edit when the editor closes, so keyboard users keep their place.
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const togglePin = async (next: boolean) => {
    if (!pin) return;
    setSavingPin(true);
    await pin.onToggle(next);
    setSavingPin(false);
  };

  const avatar = <Avatar src={author.avatar} alt="" size={avatarSize} />;
  return (
    <Entry
      ref={entryRef}
      id={anchorId}
      aria-labelledby={nameId}
      data-highlighted={highlighted || undefined}
      $framed={framed}
    >
      {author.href ? (
        // The name beside it is the same link; one tab stop per destination is enough.
        <AvatarLink to={author.href} tabIndex={-1} aria-hidden="true">
          {avatar}
        </AvatarLink>
      ) : (
        avatar
      )}
      <Body $framed={framed}>
        {held ? <HeldLabel>{heldLabel}</HeldLabel> : null}
        {pin?.pinned ? (
          <Badge>
            {/* An icon, not the emoji: where no emoji font exists it drew an empty box. The
                words say it all to a screen reader. */}
            <PinIcon width={14} height={14} />
            {t('Pinned by {{name}}', { name: pin.by })}
          </Badge>
        ) : null}
        <Meta $framed={framed}>
          {author.href ? (
            <Name as={Link} id={nameId} to={author.href} $framed={framed}>
              {author.name}
            </Name>
          ) : (
            <Name id={nameId} $framed={framed}>
              {author.name}
            </Name>
          )}
          {/* One unit, so on a phone '@name · time' wraps under the name together; where even
              that is too wide, a long handle gives way and the time stays whole. */}
          <Muted>
            {author.handle ? (
              <>
                {author.href ? (
                  <HandleLink to={author.href}>{author.handle}</HandleLink>
                ) : (
                  <Handle>{author.handle}</Handle>
                )}
                <Whole aria-hidden="true"> · </Whole>
              </>
            ) : null}
            <Whole>
              <time dateTime={createdAt} title={formatDate(createdAt)}>
                {formatRelativeTime(createdAt)}
              </time>
            </Whole>
            {edited ? <Whole> {t('(edited)')}</Whole> : null}
          </Muted>
        </Meta>
        {editing && edit ? (
          <DiscussionEditor {...edit} initialContent={content} onClose={() => setEditing(false)} />
        ) : (
          <Content $framed={framed}>
            <RichText text={content} />
          </Content>
        )}
        {!editing ? (
          <Actions>
            {actions}
            {pin?.canPin ? (
              <Button
                $variant="ghost"
                $size="sm"
                disabled={savingPin}
                onClick={() => void togglePin(!pin.pinned)}
              >
                {pin.pinned ? t('Unpin') : t('Pin')}
              </Button>
            ) : null}
            {edit ? (
              <Button
                ref={editButtonRef}
                $variant="ghost"
                $size="sm"
                {...(edit.buttonLabel ? { 'aria-label': edit.buttonLabel } : {})}
                onClick={() => setEditing(true)}
              >
                {t('Edit')}
              </Button>
            ) : null}
            {remove ? <DiscussionDeleteButton {...remove} /> : null}
            {more}
          </Actions>
        ) : null}
        {children}
      </Body>
    </Entry>
  );
}

const Entry = styled.article<{ $framed: boolean }>`
  display: flex;
  gap: 12px;
  scroll-margin-top: 80px;

  ${({ $framed, theme }) =>
    $framed &&
    css`
      padding: 16px;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.lg};
      background: ${theme.colors.surface};

      ${theme.media.sm} {
        gap: 16px;
        padding: 20px;
      }
    `}

  &[data-highlighted] {
    margin: -8px;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const AvatarLink = styled(Link)`
  flex: none;
  align-self: flex-start;
  border-radius: ${({ theme }) => theme.radii.round};
`;

const Body = styled.div<{ $framed: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ $framed }) => ($framed ? '6px' : '4px')};
  min-width: 0;
`;

const Badge = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const HeldLabel = styled.p`
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Meta = styled.div<{ $framed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 6px;
  font-size: ${({ theme, $framed }) => ($framed ? theme.fontSizes.sm : theme.fontSizes.xs)};
`;

const linkStyle = css`
  border-radius: 4px;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;

const Name = styled.span<{ $framed: boolean }>`
  ${linkStyle}
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme, $framed }) =>
    $framed ? theme.fontWeights.bold : theme.fontWeights.medium};
  font-size: ${({ theme, $framed }) => ($framed ? theme.fontSizes.md : theme.fontSizes.sm)};
`;

const shortened = css`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const HandleLink = styled(Link)`
  ${linkStyle}
  ${shortened}
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Handle = styled.span`
  ${shortened}
`;

/** Never shortened; `pre` keeps the spaces around the dot, which a flex item would drop. */
const Whole = styled.span`
  flex-shrink: 0;
  white-space: pre;
`;

const Muted = styled.span`
  display: inline-flex;
  max-width: 100%;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Content = styled.p<{ $framed: boolean }>`
  font-size: ${({ theme, $framed }) => ($framed ? theme.fontSizes.md : theme.fontSizes.sm)};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin-left: -8px;
`;
