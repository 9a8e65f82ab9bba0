import { ChevronRightIcon, formatDuration } from '@kinora/shared';
import { type Chapter } from '@kinora/shared/video-text';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

export interface ChaptersPanelProps {
  chapters: readonly Chapter[];
  /** The index of the chapter playing. */
  current: number;
  /** Plays from a chapter's start. */
  onSeek: (seconds: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Raised each time the viewer asks for the list from the player (the chapter's title in its
   * controls): the panel comes into view with the focus on the chapter playing.
   */
  revealCount?: number;
}

/**
 * "Chapters" under the video: each chapter's start and title as a button that plays from there,
 * the one playing marked (`aria-current`). Folds to its heading.
 */
export function ChaptersPanel({
  chapters,
  current,
  onSeek,
  open,
  onOpenChange,
  revealCount = 0,
}: ChaptersPanelProps) {
  const t = useT();
  const headingId = useId();
  const listId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (revealCount === 0) return;
    const entry = listRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]');
    entry?.scrollIntoView?.({ block: 'nearest' });
    entry?.focus({ preventScroll: true });
    // Only a new request moves the focus, not the playback reaching the next chapter.
  }, [revealCount]);

  if (chapters.length === 0) return null;
  const playing = chapters[current];
  return (
    <Panel aria-labelledby={headingId} data-testid="chapters-panel">
      <Heading id={headingId}>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => onOpenChange(!open)}
        >
          <span>
            <strong>{t('Chapters')}</strong>
            {!open && playing ? <Summary> • {playing.title}</Summary> : null}
          </span>
          <Chevron $open={open} aria-hidden="true" />
        </Toggle>
      </Heading>
      <List ref={listRef} id={listId} hidden={!open}>
        {chapters.map((chapter, index) => (
          <li key={chapter.start}>
            <Entry
              type="button"
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSeek(chapter.start)}
            >
              <Start>{formatDuration(chapter.start)}</Start>
              <EntryTitle>{chapter.title}</EntryTitle>
            </Entry>
          </li>
        ))}
      </List>
    </Panel>
  );
}

const Panel = styled.section`
  margin-top: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Heading = styled.h2`
  font-size: inherit;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  > span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Summary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chevron = styled(ChevronRightIcon)<{ $open: boolean }>`
  flex: none;
  transform: rotate(${({ $open }) => ($open ? '-90deg' : '90deg')});
`;

/* Long lists scroll inside the panel, so the comments stay close. */
const List = styled.ol`
  max-height: 320px;
  overflow-y: auto;
  margin: 0;
  padding: 0 6px 6px;
  list-style: none;
`;

const Entry = styled.button`
  display: flex;
  align-items: baseline;
  gap: 12px;
  width: 100%;
  min-height: 40px;
  padding: 8px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  }

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Start = styled.span`
  flex: none;
  min-width: 4ch;
  color: ${({ theme }) => theme.colors.link};
  font-variant-numeric: tabular-nums;
`;

const EntryTitle = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;
