import styled, { css } from 'styled-components';
import { formatDuration } from '../format/format-duration';
import { formatRelativeTime } from '../format/format-relative-time';
import { formatViews } from '../format/format-view-count';
import { truncateTitle } from '../format/truncate-title';
import { useSharedT } from '../i18n/shared-catalogue';
import { GRID_THUMBNAIL_SIZES } from '../routing/first-screen';
import { hrefs } from '../routing/paths';
import { Link } from './link';
import { Avatar } from './avatar';
import { ResponsiveThumbnail } from './responsive-thumbnail';
import { useProvidedSensitiveContentMode } from './sensitive-content';
import { VisuallyHidden } from './visually-hidden';
import type { VideoCardData } from './video-card-props';
import type { ReactNode } from 'react';

export type VideoCardLayout = 'grid' | 'row';

/** The badge of a YouTube video: the provider's name, the same in every language. */
const EXTERNAL_SOURCE = 'YouTube';

/** How wide a card's thumbnail is drawn: one grid column, or at most 168px beside a row's text. */
const THUMBNAIL_SIZES: Record<VideoCardLayout, string> = {
  grid: GRID_THUMBNAIL_SIZES,
  row: '168px',
};

export interface VideoCardProps extends VideoCardData {
  /** 'grid' (thumbnail above, default) or 'row' (thumbnail beside: Up Next, history). */
  layout?: VideoCardLayout;
  /** Extra text under the stats, e.g. a description in the history list. */
  extra?: ReactNode;
  /** Controls that sit on the card without opening the video (remove, menu). */
  actions?: ReactNode;
  /** Show the "YouTube" badge: set in the person's lists, where both kinds of video mix. */
  external?: boolean;
  /** Where the card leads instead of the plain watch page, e.g. the video within a playlist. */
  watchHref?: string;
  /** One of the first cards on screen: its thumbnail is fetched at once, with high priority. */
  priority?: boolean;
}

/**
 * A video as a card. The title link stretches over the whole card, so the card is one tab stop
 * and one click target named by the full title; the channel link and `actions` sit above it.
 */
export function VideoCard({
  id,
  title,
  thumbnail,
  thumbnailSources,
  duration,
  views,
  channelName,
  channelUsername,
  channelAvatar,
  publishedAt,
  watched,
  sensitive = false,
  external = false,
  watchHref,
  layout = 'grid',
  extra,
  actions,
  priority = false,
}: VideoCardProps) {
  const t = useSharedT();
  const shortTitle = truncateTitle(title);
  const when = publishedAt ? formatRelativeTime(publishedAt) : '';
  const watchedPercent = watched ? Math.round(watched * 100) : 0;
  const mode = useProvidedSensitiveContentMode();
  // Show and hide draw it as any other video: whoever hides them only gets one where the server
  // still lists it for them (their own videos).
  const blurred = sensitive && mode === 'blur';
  return (
    <Card $layout={layout}>
      <Thumb $layout={layout} $blurred={blurred}>
        <ResponsiveThumbnail
          src={thumbnail}
          sources={thumbnailSources}
          sizes={THUMBNAIL_SIZES[layout]}
          priority={priority}
        />
        {duration ? <Badge aria-hidden="true">{formatDuration(duration)}</Badge> : null}
        {external ? <SourceBadge>{EXTERNAL_SOURCE}</SourceBadge> : null}
        {blurred ? <SensitiveLabel>{t('Sensitive')}</SensitiveLabel> : null}
        {watchedPercent > 0 ? (
          <>
            <WatchedBar aria-hidden="true">
              <span style={{ width: `${watchedPercent}%` }} />
            </WatchedBar>
            <VisuallyHidden>
              {t('Watched {{percent}}%', { percent: watchedPercent })}
            </VisuallyHidden>
          </>
        ) : null}
      </Thumb>
      <Meta>
        {channelAvatar && layout === 'grid' ? (
          <Avatar src={channelAvatar} alt="" size={36} />
        ) : null}
        <Text>
          <Title $layout={layout}>
            <CardLink to={watchHref ?? hrefs.watch(id)} title={title}>
              <span aria-hidden="true">{shortTitle}</span>
              <VisuallyHidden>{title}</VisuallyHidden>
            </CardLink>
          </Title>
          {channelUsername ? (
            <ChannelLink to={hrefs.channel(channelUsername)}>{channelName}</ChannelLink>
          ) : (
            <Secondary>{channelName}</Secondary>
          )}
          <Secondary>
            {formatViews(views)}
            {when ? (
              <>
                <Dot aria-hidden="true">{' \u2022 '}</Dot>
                <span>{when}</span>
              </>
            ) : null}
          </Secondary>
          {extra ? <Extra>{extra}</Extra> : null}
        </Text>
        {actions ? <Actions>{actions}</Actions> : null}
      </Meta>
    </Card>
  );
}

const Card = styled.article<{ $layout: VideoCardLayout }>`
  position: relative;
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'row' ? 'row' : 'column')};
  gap: ${({ $layout }) => ($layout === 'row' ? '12px' : '12px')};
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.lg};

  &:hover img {
    filter: brightness(1.08);
  }
`;

/**
 * A sensitive video's thumbnail, unrecognisable but in its place: a filter moves nothing. Scaled
 * up so the blur's faded edges stay outside the rounded frame; hovering the card keeps the blur.
 */
const blurredThumbnail = css`
  img,
  ${Card}:hover & img {
    filter: blur(16px) brightness(0.8);
    transform: scale(1.1);
  }
`;

const Thumb = styled.div<{ $layout: VideoCardLayout; $blurred: boolean }>`
  position: relative;
  flex: none;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
  ${({ $layout }) =>
    $layout === 'row'
      ? css`
          width: clamp(120px, 40%, 168px);
          border-radius: ${({ theme }) => theme.radii.md};
        `
      : css`
          width: 100%;
        `}

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: filter ${({ theme }) => theme.transitions.normal};
  }

  ${({ $blurred }) => $blurred && blurredThumbnail}
`;

/** Names why the thumbnail is blurred: text on a dark pill, legible over any picture. */
const SensitiveLabel = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.badge};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: 0.3px;
  white-space: nowrap;
`;

const Badge = styled.span`
  position: absolute;
  right: 6px;
  bottom: 6px;
  padding: 1px 5px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.badge};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.3px;
`;

/** Marks a YouTube video kept in one of the person's lists (it plays in YouTube's player). */
const SourceBadge = styled.span`
  position: absolute;
  left: 6px;
  top: 6px;
  padding: 1px 6px;
  border-radius: 4px;
  background: #c4302b;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: 0.3px;
`;

const WatchedBar = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  height: 4px;
  background: rgba(255, 255, 255, 0.4);

  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Meta = styled.div`
  display: flex;
  gap: 12px;
  min-width: 0;
  flex: 1;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: 1;
`;

const Title = styled.h3<{ $layout: VideoCardLayout }>`
  margin: 0 0 4px;
  font-size: ${({ theme, $layout }) => ($layout === 'row' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

/**
 * A card's title link whose click area (and focus ring) covers the whole card: the card needs
 * `position: relative`, and other links inside it a `z-index` above this one's overlay.
 */
export const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};

  &::after {
    content: '';
    position: absolute;
    inset: -4px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const secondaryText = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
`;

const Secondary = styled.span`
  ${secondaryText}
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ChannelLink = styled(Link)`
  ${secondaryText}
  position: relative;
  z-index: 1;
  align-self: flex-start;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Dot = styled.span`
  padding: 0 2px;
`;

const Extra = styled.div`
  ${secondaryText}
  margin-top: 4px;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  gap: 4px;
`;
