import { type ReactNode, useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';

export interface DiscussionRemovedProps {
  /** What stands in its place: 'This comment was removed by a moderator'. */
  text: string;
  /** A card of its own (a post) rather than a line of a thread (a comment). */
  framed?: boolean;
  avatarSize?: number;
  anchorId?: string;
  /** The entry a link points at: scrolled into view and marked. */
  highlighted?: boolean;
  /** Its replies, which keep their place. */
  children?: ReactNode;
}

/**
 * An entry a moderator removed: it keeps its place in its discussion, so the replies under it still
 * read in order, but shows neither its author nor its text, and offers nothing to do with it.
 */
export function DiscussionRemoved({
  text,
  framed = false,
  avatarSize = 40,
  anchorId,
  highlighted = false,
  children,
}: DiscussionRemovedProps) {
  const entryRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) entryRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  return (
    <Entry
      ref={entryRef}
      id={anchorId}
      aria-label={text}
      data-highlighted={highlighted || undefined}
      $framed={framed}
    >
      <Blank aria-hidden="true" $size={avatarSize} />
      <Body>
        <Text>{text}</Text>
        {children}
      </Body>
    </Entry>
  );
}

/**
 * Whether a moderator removed it. The comment lists type their entries as any comment, YouTube's
 * too, which carry no `removed` field.
 */
export function isRemovedByModerator(entry: object): boolean {
  return 'removed' in entry && entry.removed === true;
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
    `}

  &[data-highlighted] {
    margin: -8px;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Blank = styled.span<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Text = styled.p`
  min-height: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: italic;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
