import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { loadHls } from '../load-hls';
import type { Streams } from '@kinora/shared';
import type Hls from 'hls.js';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** 'auto' lets hls.js pick from the bandwidth; a number pins that rendition height. */
export type QualityChoice = 'auto' | number;

export interface HlsPlayback {
  /** Heights the Quality menu offers, highest first; empty when the browser picks alone. */
  heights: number[];
  quality: QualityChoice;
  /** The height playing now (Auto shows it beside its name). */
  playingHeight: number | null;
  setQuality: (choice: QualityChoice) => void;
}

function hasMediaSource(): boolean {
  return (
    typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window)
  );
}

/**
 * Gives the `<video>` its source: the HLS ladder through hls.js (a chunk of its own, fetched only
 * here), Safari's own HLS where there is no MediaSource (older iPhones), or the progressive MP4
 * for videos processed before the ladder existed and whenever the stream fails for good.
 */
export function useHlsPlayback(
  videoRef: RefObject<HTMLVideoElement | null>,
  streams: Streams | null,
  fallbackSrc: string,
): HlsPlayback {
  const hlsRef = useRef<Hls | null>(null);
  const [levelHeights, setLevelHeights] = useState<number[]>([]);
  const [quality, setQualityState] = useState<QualityChoice>('auto');
  const [playingHeight, setPlayingHeight] = useState<number | null>(null);
  const hlsUrl = streams?.hls ?? null;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let cancelled = false;
    setLevelHeights([]);
    setQualityState('auto');
    setPlayingHeight(null);

    const playFile = () => {
      video.src = fallbackSrc;
    };
    if (!hlsUrl) {
      playFile();
      return undefined;
    }
    if (!hasMediaSource()) {
      if (video.canPlayType(HLS_MIME)) video.src = hlsUrl;
      else playFile();
      return undefined;
    }

    loadHls().then(
      ({ default: HlsClass }) => {
        if (cancelled) return;
        if (!HlsClass.isSupported()) {
          if (video.canPlayType(HLS_MIME)) video.src = hlsUrl;
          else playFile();
          return;
        }
        const hls = new HlsClass({ capLevelToPlayerSize: true });
        hlsRef.current = hls;
        hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
          setLevelHeights(data.levels.map((level) => level.height));
        });
        hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => {
          setPlayingHeight(hls.levels[data.level]?.height ?? null);
        });
        hls.on(HlsClass.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // A broken ladder should not cost the viewer the video: the MP4 is always there.
          const at = video.currentTime;
          hls.destroy();
          hlsRef.current = null;
          setLevelHeights([]);
          playFile();
          video.currentTime = at;
        });
        hls.loadSource(hlsUrl);
        hls.attachMedia(video);
      },
      // The chunk did not load (offline, a redeploy): play the file instead.
      playFile,
    );

    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [videoRef, hlsUrl, fallbackSrc]);

  const setQuality = useCallback((choice: QualityChoice) => {
    const hls = hlsRef.current;
    if (!hls) return;
    const index = choice === 'auto' ? -1 : hls.levels.findIndex((l) => l.height === choice);
    if (choice !== 'auto' && index === -1) return;
    // nextLevel switches at the next segment: no stall, no flushed buffer.
    hls.nextLevel = index;
    setQualityState(choice);
  }, []);

  // The contract's renditions name the ladder; only heights hls.js really found are offered.
  const offered = (streams?.renditions ?? [])
    .map((rendition) => rendition.height)
    .filter((height, index, all) => levelHeights.includes(height) && all.indexOf(height) === index)
    .sort((a, b) => b - a);

  return { heights: offered, quality, playingHeight, setQuality };
}
