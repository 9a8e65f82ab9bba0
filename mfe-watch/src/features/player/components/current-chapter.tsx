import { chapterIndexAt, type Chapter } from '@kinora/shared/video-text';
import styled from 'styled-components';
import { useT } from '../../../i18n';

export interface CurrentChapterProps {
  chapters: readonly Chapter[];
  currentTime: number;
  /** Opens the page's list of chapters; without it the title is only text. */
  onShowChapters?: (() => void) | undefined;
  /** Sized for a finger (the touch layout). */
  touch?: boolean;
}

/**
 * The title of the chapter playing, beside the time in the controls, cut short with an ellipsis
 * where the bar has no room; pressed, it shows the list of chapters. Nothing without chapters.
 */
export function CurrentChapter({
  chapters,
  currentTime,
  onShowChapters,
  touch = false,
}: CurrentChapterProps) {
  const t = useT();
  const chapter = chapters[chapterIndexAt(chapters, currentTime)];
  if (!chapter) return null;
  if (!onShowChapters) {
    return (
      <Title as="span" $touch={touch} data-testid="current-chapter">
        <Text>{chapter.title}</Text>
      </Title>
    );
  }
  return (
    <Title
      type="button"
      $touch={touch}
      data-testid="current-chapter"
      aria-label={t('Chapter: {{title}}. Show chapters', { title: chapter.title })}
      title={chapter.title}
      onClick={onShowChapters}
    >
      <Text>{chapter.title}</Text>
      <span aria-hidden="true">›</span>
    </Title>
  );
}

/* `&&` outweighs the control bar's rule that keeps its buttons whole: this one gives way first,
   well before the time beside it, so a long title never pushes the buttons out of the bar. */
const Title = styled.button<{ $touch: boolean }>`
  && {
    flex: 0 1000 auto;
  }
  display: inline-flex;
  align-items: center;
  gap: 4px;
  /* Down to nothing where the bar is full: the time beside it stays whole. */
  min-width: 0;
  overflow: hidden;
  height: ${({ $touch }) => ($touch ? '44px' : '36px')};
  padding: 0 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;

  &:is(button) {
    cursor: pointer;
  }

  &::before {
    content: '•';
    flex: none;
    opacity: 0.8;
  }

  @media (hover: hover) {
    &:is(button):hover {
      background: rgba(255, 255, 255, 0.16);
    }
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }

  /* The desktop bar beside the page's column (558 px at 1280) is full with its buttons and the
     time: the title would be a bullet there. It shows in theatre mode and full screen; the
     chapters list and the seek bar's preview name the chapter meanwhile. */
  @container player-bar (max-width: 679px) {
    display: none;
  }
`;

const Text = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;
