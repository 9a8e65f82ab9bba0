import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { loadHls } from '../load-hls';
import {
  levelIndexOf,
  offeredRenditions,
  renditionOfLevel,
  type LevelSize,
} from '../rendition-name';
import { moveToFreshFolder } from '../signed-links';
import {
  bandwidthOfDownloads,
  readMeasuredBandwidth,
  rememberMeasuredBandwidth,
  startQualityConfig,
} from '../start-quality';
import type { Streams } from '@kinora/shared';
import type Hls from 'hls.js';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * 'auto' lets hls.js pick from the bandwidth; a number pins that rendition, named as the contract
 * names it (the picture's shorter side: 720 is "720p" for a portrait video too).
 */
export type QualityChoice = 'auto' | number;

export interface HlsPlayback {
  /** Renditions the Quality menu offers, highest first; empty when the browser picks alone. */
  renditions: number[];
  quality: QualityChoice;
  /** The rendition playing now (Auto shows it beside its name). */
  playingRendition: number | null;
  setQuality: (choice: QualityChoice) => void;
  /**
   * The stream is still being made: its playlist has no end yet and grows as the encoder goes
   * on, so the element's duration is only what exists so far.
   */
  growing: boolean;
}

function hasMediaSource(): boolean {
  return (
    typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window)
  );
}

/** What the `<video>` plays: hls.js's stream, or a URL the element fetches by itself. */
type Source = { kind: 'hls' } | { kind: 'url'; url: string; ladder: boolean };

/** A link that stopped working: expired, or ended by a change of the video's visibility. */
const isDeadLink = (code: number | undefined) => code === 403 || code === 404;

/**
 * Gives the `<video>` its source: the HLS ladder through hls.js (a chunk of its own, fetched only
 * here), Safari's own HLS where there is no MediaSource (older iPhones), or the progressive MP4
 * for videos processed before the ladder existed and whenever the stream fails for good.
 *
 * The links of a video not listed publicly are signed for minutes: the page hands in fresh ones
 * while the video plays, and `onLinksExpired` asks it for them when a file answers 403 or 404.
 * hls.js goes on where it is, its next requests moved to the fresh folder; a URL the element
 * fetches itself is swapped, keeping the position and whether it was playing.
 */
export function useHlsPlayback(
  videoRef: RefObject<HTMLVideoElement | null>,
  streams: Streams | null,
  fallbackSrc: string,
  onLinksExpired?: () => void,
): HlsPlayback {
  const hlsRef = useRef<Hls | null>(null);
  const [levels, setLevels] = useState<LevelSize[]>([]);
  const [quality, setQualityState] = useState<QualityChoice>('auto');
  const [playingRendition, setPlayingRendition] = useState<number | null>(null);
  const [growing, setGrowing] = useState(false);
  const hlsUrl = streams?.hls ?? null;
  const hasLadder = hlsUrl !== null;
  // The latest links, read when a request goes out; declared first, so set before the source.
  const links = useRef({ hlsUrl, fallbackSrc, onLinksExpired });
  const source = useRef<Source | null>(null);
  useEffect(() => {
    links.current = { hlsUrl, fallbackSrc, onLinksExpired };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let cancelled = false;
    setLevels([]);
    setQualityState('auto');
    setPlayingRendition(null);
    setGrowing(false);
    const startMaster = links.current.hlsUrl;

    const playUrl = (url: string, ladder: boolean) => {
      source.current = { kind: 'url', url, ladder };
      video.src = url;
    };
    const playFile = () => playUrl(links.current.fallbackSrc, false);
    // Asked once per URL: a file that fails for another reason must not refresh in a loop.
    let askedFor: string | null = null;
    const onElementError = () => {
      const now = source.current;
      if (now?.kind !== 'url' || askedFor === now.url) return;
      askedFor = now.url;
      links.current.onLinksExpired?.();
    };
    video.addEventListener('error', onElementError);
    const cleanUp = () => {
      cancelled = true;
      video.removeEventListener('error', onElementError);
      hlsRef.current?.destroy();
      hlsRef.current = null;
      source.current = null;
    };

    if (!startMaster) {
      playFile();
      return cleanUp;
    }
    if (!hasMediaSource()) {
      if (video.canPlayType(HLS_MIME)) playUrl(startMaster, true);
      else playFile();
      return cleanUp;
    }

    loadHls().then(
      ({ default: HlsClass }) => {
        if (cancelled) return;
        if (!HlsClass.isSupported()) {
          if (video.canPlayType(HLS_MIME)) playUrl(startMaster, true);
          else playFile();
          return;
        }
        const hls = new HlsClass({
          ...startQualityConfig(
            readMeasuredBandwidth() ??
              bandwidthOfDownloads(
                performance
                  .getEntriesByType('resource')
                  .filter((entry) => entry instanceof PerformanceResourceTiming),
              ),
          ),
          // Opening the request here makes hls.js send it to that address instead.
          xhrSetup: (xhr, url) => {
            const fresh = links.current.hlsUrl;
            const target = fresh ? moveToFreshFolder(url, startMaster, fresh) : url;
            if (target !== url) xhr.open('GET', target, true);
          },
        });
        hlsRef.current = hls;
        source.current = { kind: 'hls' };
        hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
          setLevels(data.levels.map(({ width, height }) => ({ width, height })));
        });
        hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => {
          const level = hls.levels[data.level];
          setPlayingRendition(level ? renditionOfLevel(level) : null);
        });
        // Each reload of a growing playlist says whether it has ended yet.
        hls.on(HlsClass.Events.LEVEL_LOADED, (_event, data) => setGrowing(data.details.live));
        hls.on(HlsClass.Events.FRAG_LOADED, () => {
          // Until hls.js has measured, its estimate is the default it started from.
          const estimate = hls.bandwidthEstimate;
          if (estimate !== hls.abrEwmaDefaultEstimate) rememberMeasuredBandwidth(estimate);
        });
        hls.on(HlsClass.Events.ERROR, (_event, data) => {
          if (isDeadLink(data.response?.code)) links.current.onLinksExpired?.();
          if (!data.fatal) return;
          // A broken ladder should not cost the viewer the video: the MP4 is always there.
          const at = video.currentTime;
          hls.destroy();
          hlsRef.current = null;
          setLevels([]);
          setGrowing(false);
          playFile();
          video.currentTime = at;
        });
        hls.loadSource(startMaster);
        hls.attachMedia(video);
      },
      // The chunk did not load (offline, a redeploy): play the file instead.
      playFile,
    );

    return cleanUp;
  }, [videoRef, hasLadder]);

  // Fresh links for a URL the element fetches itself: swapped in where the viewer is.
  useEffect(() => {
    const video = videoRef.current;
    const now = source.current;
    if (!video || now?.kind !== 'url') return;
    const next = now.ladder && hlsUrl ? hlsUrl : fallbackSrc;
    if (next === now.url) return;
    const at = video.currentTime;
    const wasPlaying = !video.paused;
    source.current = { ...now, url: next };
    video.src = next;
    video.currentTime = at;
    if (wasPlaying) void video.play()?.catch(() => undefined);
  }, [videoRef, hlsUrl, fallbackSrc]);

  const setQuality = useCallback((choice: QualityChoice) => {
    const hls = hlsRef.current;
    if (!hls) return;
    const index = choice === 'auto' ? -1 : levelIndexOf(hls.levels, choice);
    if (choice !== 'auto' && index === -1) return;
    // nextLevel switches at the next segment: no stall, no flushed buffer.
    hls.nextLevel = index;
    setQualityState(choice);
  }, []);

  const named = (streams?.renditions ?? []).map((rendition) => rendition.height);
  return {
    renditions: offeredRenditions(named, levels),
    quality,
    playingRendition,
    setQuality,
    growing,
  };
}
