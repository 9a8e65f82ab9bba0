import { type RefObject, useEffect, useState } from 'react';

export interface MediaState {
  paused: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  playbackRate: number;
}

const EVENTS = [
  'play',
  'pause',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ratechange',
  'seeking',
  'ended',
] as const;

function read(video: HTMLVideoElement): MediaState {
  return {
    paused: video.paused,
    currentTime: video.currentTime,
    duration: video.duration,
    volume: video.volume,
    muted: video.muted,
    playbackRate: video.playbackRate,
  };
}

/** The `<video>`'s state for the custom controls, whoever changed it (a key, a click, the end). */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState<MediaState>({
    paused: true,
    currentTime: 0,
    duration: NaN,
    volume: 1,
    muted: false,
    playbackRate: 1,
  });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const update = () => setState(read(video));
    update();
    EVENTS.forEach((name) => video.addEventListener(name, update));
    return () => EVENTS.forEach((name) => video.removeEventListener(name, update));
  }, [videoRef]);
  return state;
}
