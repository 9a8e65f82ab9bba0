import { formatRelativeTime, formatViews, RichText } from '@kinora/shared';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const LONG_TEXT = 180;

/**
 * Views, date and the description, collapsed to 3 lines with Show more / Show less; its
 * addresses are links and its timestamps seek the player.
 */
export function VideoDescription({
  description,
  views,
  publishedAt,
}: {
  description: string;
  views: number;
  publishedAt: string | null;
}) {
  const t = useT();
  const id = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const node = textRef.current;
    // jsdom measures nothing, so long or multi-line text counts as overflowing too.
    const measured = node ? node.scrollHeight > node.clientHeight + 1 : false;
    setOverflows(measured || description.length > LONG_TEXT || description.split('\n').length > 3);
  }, [description]);

  const text = description.trim();
  return (
    <Box>
      <Stats>
        {formatViews(views)}
        {publishedAt ? ` • ${formatRelativeTime(publishedAt)}` : ''}
      </Stats>
      {text ? (
        <Text ref={textRef} id={id} $expanded={expanded}>
          <RichText text={text} />
        </Text>
      ) : (
        <Muted>{t('No description.')}</Muted>
      )}
      {text && overflows ? (
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('Show less') : t('Show more')}
        </Toggle>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Stats = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Text = styled.p<{ $expanded: boolean }>`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${({ $expanded }) =>
    $expanded
      ? ''
      : `
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  `}
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Toggle = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
