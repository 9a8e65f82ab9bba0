import { Button, ResponsiveThumbnail, type VideoCardData } from '@kinora/shared';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

/** How long the end screen waits before the next video, as on the big sites. */
export const UP_NEXT_COUNTDOWN_SECONDS = 5;

interface UpNextCountdownProps {
  next: VideoCardData;
  /** Now, by the viewer's Play now or at the end of the countdown. */
  onPlayNow: () => void;
  onCancel: () => void;
}

/**
 * The end screen over the player when a video ends and another follows (a playlist, autoplay):
 * the next video's thumbnail and title, a countdown, Cancel and Play now.
 */
export function UpNextCountdown({ next, onPlayNow, onCancel }: UpNextCountdownProps) {
  const t = useT();
  const [left, setLeft] = useState(UP_NEXT_COUNTDOWN_SECONDS);
  const headingId = useId();
  // Played once, whatever re-renders or re-runs the effect meanwhile.
  const played = useRef(false);
  const latestPlayNow = useRef(onPlayNow);
  latestPlayNow.current = onPlayNow;

  useEffect(() => {
    if (left <= 0) {
      if (!played.current) {
        played.current = true;
        latestPlayNow.current();
      }
      return undefined;
    }
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  return (
    <Screen role="region" aria-labelledby={headingId}>
      <Card>
        <Thumb>
          <ResponsiveThumbnail
            src={next.thumbnail}
            sources={next.thumbnailSources ?? null}
            sizes="200px"
          />
        </Thumb>
        <div>
          <Label id={headingId}>{t('Up next')}</Label>
          <Title>{next.title}</Title>
          <Countdown>{t('Plays in {{count}} seconds.', { count: left })}</Countdown>
        </div>
      </Card>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="button" onClick={onPlayNow}>
          {t('Play now')}
        </Button>
      </Actions>
      <Progress aria-hidden="true" style={{ '--left': left / UP_NEXT_COUNTDOWN_SECONDS }} />
    </Screen>
  );
}

const Screen = styled.div`
  position: absolute;
  inset: 0;
  z-index: 3;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 12px;
  background: rgba(0, 0, 0, 0.8);
  color: #fff;
`;

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  width: min(100%, 480px);
`;

const Thumb = styled.div`
  flex: none;
  width: clamp(96px, 35%, 200px);
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #000;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Label = styled.h2`
  margin: 0;
  color: rgba(255, 255, 255, 0.75);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Title = styled.p`
  display: -webkit-box;
  margin: 2px 0 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Countdown = styled.p`
  margin: 2px 0 0;
  color: rgba(255, 255, 255, 0.75);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;

  button {
    min-height: 44px;
  }
`;

/* The time left as a shrinking line along the bottom. */
const Progress = styled.div`
  position: absolute;
  bottom: 0;
  left: 0;
  width: calc(var(--left) * 100%);
  height: 4px;
  background: ${({ theme }) => theme.colors.accent};
  transition: width 1s linear;
`;
