import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { CAPTION_SIZES } from '../hooks/use-caption-style';
import { useCaptions } from '../hooks/use-captions';
import { useTrackSources } from '../hooks/use-track-sources';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useHlsPlayback } from '../hooks/use-hls-playback';
import { useMediaState } from '../hooks/use-media-state';
import { usePlayOnArrival } from '../hooks/use-play-on-arrival';
import { usePlaybackRate } from '../hooks/use-playback-rate';
import { usePlayerFeedback } from '../hooks/use-player-feedback';
import { usePlayerLayout } from '../hooks/use-player-layout';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { useResumePosition } from '../hooks/use-resume-position';
import { useStoryboard } from '../hooks/use-storyboard';
import { clampTime, PLAYER_ARIA_KEYSHORTCUTS } from '../player-shortcuts';
import { CompactControls } from './compact-controls';
import { FeedbackOverlay } from './feedback-overlay';
import { PlayerControls } from './player-controls';
import { ShortcutsDialog } from './shortcuts-dialog';
import { UnmuteHint } from './unmute-hint';
import type { Caption, Streams } from '@kinora/shared';
import type { Chapter } from '@kinora/shared/video-text';

/** What the page around the player may do with it (a timestamp in a comment seeks it). */
export interface PlayerHandle {
  /** Plays from `seconds` (kept within the video) and brings the player into view. */
  seekTo: (seconds: number) => void;
}

export interface NativePlayerProps {
  /** Filled with the player's handle while it is mounted. */
  handleRef?: Ref<PlayerHandle>;
  videoId: string;
  /** The progressive MP4: older videos have nothing else, and it backs the stream up. */
  src: string;
  streams?: Streams | null;
  /**
   * The video's length as uploaded: the controls show it while the stream is still being made
   * (its own length only reaches as far as the encoder has).
   */
  duration?: number | null;
  /** The video's captions, one per language: off until the viewer turns them on. */
  captions?: readonly Caption[];
  poster: string;
  title: string;
  signedIn?: boolean;
  resumePosition?: number | null;
  /** `?t=` seconds of a shared link. */
  startAt?: number | null;
  theatre?: boolean;
  onToggleTheatre?: () => void;
  /**
   * The viewer came to play this video (autoplay, a playlist): it starts by itself, muted if the
   * browser allows nothing else. Read when the player mounts.
   */
  autoPlay?: boolean;
  /** Playback started or resumed (an end screen over the picture then goes away). */
  onPlay?: () => void;
  /** The video played to its end (a playlist then moves on). */
  onEnded?: () => void;
  /** Where playback is now, in seconds, as it moves (Share offers to start there). */
  onTimeChange?: (seconds: number) => void;
  /** A media link stopped working: the page asks for the video's fresh links. */
  onLinksExpired?: () => void;
  /** Takes the focus when it appears (the viewer has just asked for it, e.g. past a warning). */
  autoFocus?: boolean;
  /** The description's chapters: marks on the seek bar and the current one's title. */
  chapters?: readonly Chapter[];
  /** Shows the page's list of chapters (the current chapter's title in the controls opens it). */
  onShowChapters?: () => void;
  /**
   * Drawn over the picture, in full screen too, in place of the controls: the page's end screen
   * (Up next).
   */
  overlay?: ReactNode;
}

const NO_CHAPTERS: readonly Chapter[] = [];

/**
 * An own video: the HLS ladder (or the MP4), custom controls for the player's width (the
 * desktop bar, or the touch layout on a phone), page-wide keys and resume. Mount it with
 * `key={videoId}`: every hook here belongs to one `<video>` element.
 */
export function NativePlayer({
  handleRef,
  videoId,
  src,
  streams = null,
  duration = null,
  captions = NO_CAPTIONS,
  poster,
  title,
  signedIn = false,
  resumePosition = null,
  startAt = null,
  theatre = false,
  onToggleTheatre = () => undefined,
  autoPlay = false,
  onPlay,
  onEnded,
  onTimeChange,
  onLinksExpired,
  autoFocus = false,
  overlay = null,
  chapters = NO_CHAPTERS,
  onShowChapters,
}: NativePlayerProps) {
  const t = useT();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const playback = useHlsPlayback(videoRef, streams, src, onLinksExpired);
  const element = useMediaState(videoRef);
  const media = useMemo(
    () =>
      playback.growing && duration
        ? {
            ...element,
            duration: Math.max(Number.isFinite(element.duration) ? element.duration : 0, duration),
          }
        : element,
    [element, playback.growing, duration],
  );
  const captionsState = useCaptions(videoRef, captions);
  const trackSources = useTrackSources(captions);
  const setPlaybackRate = usePlaybackRate(videoRef);
  const storyboard = useStoryboard(streams?.storyboard ?? null);
  const layout = usePlayerLayout(frameRef);
  const { fullscreen, toggleFullscreen } = useFullscreen(frameRef, videoRef);
  const [feedback, showFeedback] = usePlayerFeedback();
  const startedMuted = usePlayOnArrival(videoRef, autoPlay);
  useResumePosition(videoRef, { videoId, signedIn, serverPosition: resumePosition, startAt });
  useEffect(() => onTimeChange?.(media.currentTime), [media.currentTime, onTimeChange]);
  // On mount only: React's `autoFocus` leaves a <video> alone.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) videoRef.current?.focus();
  }, []);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play()?.catch(() => undefined);
    else video.pause();
  }, []);
  const seekTo = useCallback((seconds: number) => {
    if (videoRef.current) videoRef.current.currentTime = seconds;
  }, []);
  const seekBy = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (video) video.currentTime = clampTime(video, video.currentTime + seconds);
  }, []);
  useImperativeHandle(
    handleRef,
    () => ({
      seekTo: (seconds: number) => {
        const video = videoRef.current;
        if (!video) return;
        video.currentTime = clampTime(video, seconds);
        void video.play()?.catch(() => undefined);
        frameRef.current?.scrollIntoView?.({ block: 'nearest', behavior: scrollBehavior() });
      },
    }),
    [],
  );
  const toggleMute = useCallback(() => {
    if (videoRef.current) videoRef.current.muted = !videoRef.current.muted;
  }, []);
  usePlayerShortcuts(videoRef, {
    toggleFullscreen,
    setPlaybackRate,
    openHelp: () => setHelpOpen(true),
    showFeedback,
    ...(captions.length > 0 ? { toggleCaptions: captionsState.toggle } : {}),
  });

  return (
    <Frame
      ref={frameRef}
      data-playing={!media.paused}
      data-layout={layout}
      data-caption-size={captionsState.style.size}
      data-caption-background={captionsState.style.background}
    >
      <video
        ref={videoRef}
        playsInline
        preload="metadata"
        poster={poster}
        tabIndex={0}
        aria-label={t('Video player: {{title}}', { title })}
        aria-keyshortcuts={PLAYER_ARIA_KEYSHORTCUTS}
        onClick={togglePlay}
        onPlay={onPlay}
        onEnded={onEnded}
      >
        {captions.map((caption) => {
          const src = trackSources.get(caption.id);
          return src === undefined ? null : (
            <track
              key={caption.id}
              kind="subtitles"
              src={src}
              srcLang={caption.language}
              label={caption.label}
            />
          );
        })}
      </video>
      {/* The end screen replaces the controls: seen through it they drew over its text, and
          nothing under it can be pressed anyway. */}
      {overlay ? null : layout === 'compact' ? (
        <CompactControls
          media={media}
          playback={playback}
          captions={captionsState}
          storyboard={storyboard}
          chapters={chapters}
          onShowChapters={onShowChapters}
          fullscreen={fullscreen}
          onTogglePlay={togglePlay}
          onSeek={seekTo}
          onSeekBy={seekBy}
          onToggleMute={toggleMute}
          onRate={setPlaybackRate}
          onToggleFullscreen={toggleFullscreen}
          onFeedback={showFeedback}
        />
      ) : (
        <PlayerControls
          media={media}
          playback={playback}
          captions={captionsState}
          storyboard={storyboard}
          chapters={chapters}
          onShowChapters={onShowChapters}
          theatre={theatre}
          narrow={layout === 'narrow'}
          onTogglePlay={togglePlay}
          onSeek={seekTo}
          onToggleMute={toggleMute}
          onVolume={(volume) => {
            const video = videoRef.current;
            if (!video) return;
            video.volume = volume;
            video.muted = volume === 0;
          }}
          onRate={setPlaybackRate}
          onToggleTheatre={onToggleTheatre}
          onToggleFullscreen={toggleFullscreen}
          onShowShortcuts={() => setHelpOpen(true)}
        />
      )}
      <FeedbackOverlay shown={feedback} />
      {startedMuted && media.muted ? <UnmuteHint onUnmute={toggleMute} /> : null}
      {overlay}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Frame>
  );
}

const NO_CAPTIONS: readonly Caption[] = [];

/** A smooth scroll, unless the viewer asked for less motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export const Frame = styled.div`
  position: relative;
  /* Brought into view from below (a timestamp), it stops under the fixed top bar. */
  scroll-margin-top: ${({ theme }) => theme.layout.topBarHeight + 12}px;
  width: 100%;
  aspect-ratio: 16 / 9;
  /* Never taller than the window below the top bar (a phone on its side): the picture is
     letterboxed, and the controls along its bottom stay in sight. */
  max-height: calc(100svh - ${({ theme }) => theme.layout.topBarHeight + 24}px);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  &:fullscreen {
    max-height: none;
    border-radius: 0;
  }

  video,
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
    background: #000;
  }

  /* Captions sit above the control bar, not under it (Chromium and Safari draw cues in this
     box; elsewhere they keep the browser's place). */
  video::-webkit-media-text-track-container {
    transform: translateY(-56px);
  }

  /* The touch layout's bottom rows (time, seek bar) are taller. */
  &[data-layout='compact'] video::-webkit-media-text-track-container {
    transform: translateY(-84px);
  }

  /* The viewer's caption style (the Subtitles/CC menu): a size relative to the browser's own,
     which follows the picture's height, and what is behind the words. */
  video::cue {
    background-color: rgba(0, 0, 0, 0.75);
  }
  ${CAPTION_SIZES.map(
    (size) => `&[data-caption-size='${size}'] video::cue { font-size: ${size}%; }`,
  ).join('\n')}
  &[data-caption-background='black'] video::cue {
    background-color: #000;
  }
  &[data-caption-background='none'] video::cue {
    background-color: transparent;
    text-shadow:
      0 0 3px #000,
      0 0 2px #000,
      1px 1px 2px #000;
  }

  video:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  /* Out of the way while a video plays, back on hover or as soon as the keyboard reaches a
     control (:focus-visible, so a click on the picture does not pin them). */
  &[data-playing='true']:not(:hover):not(:has(:focus-visible)) [data-player-controls] {
    opacity: 0;
  }
`;
