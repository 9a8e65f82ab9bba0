import {
  useEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  IconButton,
  VideoCard,
  VideoGrid,
  VisuallyHidden,
  watchIdOf,
  type ListVideo,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { listCardProps } from '../../../lib/list-card-props';

export interface ReorderableVideoGridProps {
  playlistId: string;
  videos: ListVideo[];
  /** Moves the video to index `to`. */
  onMove: (video: ListVideo, to: number) => void;
  /** Polite live text after each move. */
  announcement: string;
  /** Other controls of each card (remove). */
  actionsOf: (video: ListVideo) => ReactNode;
}

const KEY_STEPS: Record<string, number> = {
  ArrowUp: -1,
  ArrowLeft: -1,
  ArrowDown: 1,
  ArrowRight: 1,
};

/**
 * The owner's playlist grid: drag a card onto another to move it there, or focus a card's handle
 * and press the arrow keys (Home and End move to either end). The handle keeps focus as its card
 * moves, so a person can walk a video through the list key by key.
 */
export function ReorderableVideoGrid({
  playlistId,
  videos,
  onMove,
  announcement,
  actionsOf,
}: ReorderableVideoGridProps) {
  const t = useT();
  const [dragged, setDragged] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);

  // Moving a DOM node drops its focus in some browsers: give it back once the card has moved.
  useEffect(() => {
    if (focusAfterMove) handles.current.get(focusAfterMove)?.focus();
  }, [focusAfterMove, videos]);

  const onHandleKey = (event: KeyboardEvent, video: ListVideo, index: number) => {
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? videos.length - 1
          : index + (KEY_STEPS[event.key] ?? 0);
    if (to === index || to < 0 || to >= videos.length) return;
    event.preventDefault();
    setFocusAfterMove(watchIdOf(video));
    onMove(video, to);
  };

  const onDrop = (event: DragEvent, target: number) => {
    event.preventDefault();
    const video = videos.find((item) => watchIdOf(item) === dragged);
    setDragged(null);
    if (video) onMove(video, target);
  };

  return (
    <>
      <VisuallyHidden id={`reorder-help-${playlistId}`}>
        {t(
          'Press the arrow keys to move this video; Home and End move it to the start or the end.',
        )}
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <VideoGrid>
        {videos.map((video, index) => {
          const id = watchIdOf(video);
          return (
            <Item
              key={id}
              draggable
              $dragging={dragged === id}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', id);
                setDragged(id);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged) event.preventDefault();
              }}
              onDrop={(event) => onDrop(event, index)}
            >
              <VideoCard
                {...listCardProps(video, playlistId)}
                actions={
                  <>
                    <Handle
                      ref={(node) => {
                        if (node) handles.current.set(id, node);
                        else handles.current.delete(id);
                      }}
                      aria-label={t('Reorder "{{title}}", position {{position}} of {{total}}', {
                        title: video.title,
                        position: index + 1,
                        total: videos.length,
                      })}
                      aria-describedby={`reorder-help-${playlistId}`}
                      title={t('Drag, or use the arrow keys, to reorder')}
                      size="sm"
                      onKeyDown={(event) => onHandleKey(event, video, index)}
                      onBlur={() => setFocusAfterMove(null)}
                    >
                      <GripIcon />
                    </Handle>
                    {actionsOf(video)}
                  </>
                }
              />
            </Item>
          );
        })}
      </VideoGrid>
    </>
  );
}

function GripIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
      <path d="M9 4h2v2H9zm4 0h2v2h-2zM9 9h2v2H9zm4 0h2v2h-2zm-4 5h2v2H9zm4 0h2v2h-2zm-4 5h2v2H9zm4 0h2v2h-2z" />
    </svg>
  );
}

const Item = styled.div<{ $dragging: boolean }>`
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  cursor: grab;
`;

const Handle = styled(IconButton)`
  cursor: grab;
`;
