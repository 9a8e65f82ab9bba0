import type { Translate } from '@kinora/shared';
import type { PlayerFeedback } from './player-feedback';

export const SEEK_STEP_SECONDS = 10;
export const ARROW_SEEK_SECONDS = 5;
export const VOLUME_STEP = 0.05;
export const PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/**
 * What the help dialog lists, in the interface's language; the keys are the ones
 * `handlePlayerKey` reads.
 */
export function playerShortcuts(t: Translate): ReadonlyArray<{ keys: string[]; action: string }> {
  return [
    { keys: ['k', t('Space')], action: t('Play or pause') },
    { keys: ['j'], action: t('Back {{count}} seconds', { count: SEEK_STEP_SECONDS }) },
    { keys: ['l'], action: t('Forward {{count}} seconds', { count: SEEK_STEP_SECONDS }) },
    { keys: ['←'], action: t('Back {{count}} seconds', { count: ARROW_SEEK_SECONDS }) },
    { keys: ['→'], action: t('Forward {{count}} seconds', { count: ARROW_SEEK_SECONDS }) },
    { keys: ['↑'], action: t('Volume up') },
    { keys: ['↓'], action: t('Volume down') },
    { keys: ['m'], action: t('Mute or unmute') },
    { keys: ['f'], action: t('Full screen') },
    { keys: ['c'], action: t('Subtitles/captions on or off') },
    { keys: ['0', '…', '9'], action: t('Jump to that tenth of the video (0 is the start)') },
    { keys: ['<'], action: t('Slower') },
    { keys: ['>'], action: t('Faster') },
    { keys: ['?'], action: t('Show these shortcuts') },
  ];
}

/** `aria-keyshortcuts` of the player: the same keys, spelled as ARIA wants them. */
export const PLAYER_ARIA_KEYSHORTCUTS =
  'k Space j l ArrowLeft ArrowRight ArrowUp ArrowDown m f c 0 1 2 3 4 5 6 7 8 9 < > ?';

export interface PlayerKeyActions {
  toggleFullscreen: () => void;
  setPlaybackRate: (rate: number) => void;
  openHelp: () => void;
  /** Captions on or off; absent for a video without any (the key then does nothing). */
  toggleCaptions?: () => void;
  /** What the key did, to show over the picture: a key press has no button that moves. */
  showFeedback: (feedback: PlayerFeedback) => void;
}

const TEXT_INPUT_TYPES = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset']);

/** Typing a comment or a search must never seek the video. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !TEXT_INPUT_TYPES.has(target.type);
}

/** Keys a focused control already answers itself: the player must not act a second time. */
function isOwnedByControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // Open dialogs and menus read their own keys (Escape, arrows, typeahead).
  if (target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]')) return true;
  const activates = key === ' ' || key === 'Enter';
  if (activates && target.closest('button, a[href], summary, [role="button"]')) return true;
  const arrows = key.startsWith('Arrow');
  return arrows && target instanceof HTMLInputElement && target.type === 'range';
}

/** A time within the video: never before its start, never past its end once that is known. */
export function clampTime(video: HTMLVideoElement, seconds: number): number {
  const end = Number.isFinite(video.duration) ? video.duration : Infinity;
  return Math.min(end, Math.max(0, seconds));
}

function stepRate(current: number, direction: 1 | -1): number {
  const index = PLAYBACK_RATES.findIndex((rate) => rate >= current - 1e-6);
  const from = index === -1 ? PLAYBACK_RATES.length - 1 : index;
  const next = Math.min(PLAYBACK_RATES.length - 1, Math.max(0, from + direction));
  return PLAYBACK_RATES[next] ?? current;
}

/**
 * The big sites' player keys, read anywhere on the watch page: k or space play/pause, j and l
 * 10 s, the arrows 5 s and volume, f fullscreen, m mute, 0-9 a tenth of the video, < and > speed,
 * ? the help. Returns whether it handled the key (the caller then prevents the default); what a
 * key did that shows nowhere else (a seek, the volume, the speed) is reported as feedback.
 */
export function handlePlayerKey(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>,
  video: HTMLVideoElement,
  actions: PlayerKeyActions,
): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  if (isTypingTarget(event.target) || isOwnedByControl(event.target, event.key)) return false;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const seekBy = (seconds: number) => {
    video.currentTime = clampTime(video, video.currentTime + seconds);
    actions.showFeedback({ kind: 'seek', seconds });
  };
  const setVolume = (volume: number) => {
    video.volume = volume;
    actions.showFeedback({ kind: 'volume', volume: video.volume, muted: video.muted });
  };
  const setRate = (rate: number) => {
    actions.setPlaybackRate(rate);
    actions.showFeedback({ kind: 'rate', rate });
  };
  switch (key) {
    case 'k':
    case ' ':
      if (video.paused) {
        void video.play()?.catch(() => undefined);
        actions.showFeedback({ kind: 'play' });
      } else {
        video.pause();
        actions.showFeedback({ kind: 'pause' });
      }
      return true;
    case 'j':
      seekBy(-SEEK_STEP_SECONDS);
      return true;
    case 'l':
      seekBy(SEEK_STEP_SECONDS);
      return true;
    case 'ArrowLeft':
      seekBy(-ARROW_SEEK_SECONDS);
      return true;
    case 'ArrowRight':
      seekBy(ARROW_SEEK_SECONDS);
      return true;
    case 'ArrowUp':
      video.muted = false;
      setVolume(Math.min(1, Math.round((video.volume + VOLUME_STEP) * 100) / 100));
      return true;
    case 'ArrowDown':
      setVolume(Math.max(0, Math.round((video.volume - VOLUME_STEP) * 100) / 100));
      return true;
    case 'f':
      actions.showFeedback({ kind: 'fullscreen', entering: !document.fullscreenElement });
      actions.toggleFullscreen();
      return true;
    case 'c':
      if (!actions.toggleCaptions) return false;
      actions.toggleCaptions();
      return true;
    case 'm':
      video.muted = !video.muted;
      actions.showFeedback({ kind: 'volume', volume: video.volume, muted: video.muted });
      return true;
    case '<':
      setRate(stepRate(video.playbackRate, -1));
      return true;
    case '>':
      setRate(stepRate(video.playbackRate, 1));
      return true;
    case '?':
      actions.openHelp();
      return true;
    default:
      if (/^[0-9]$/.test(key) && Number.isFinite(video.duration)) {
        video.currentTime = (video.duration * Number(key)) / 10;
        return true;
      }
      return false;
  }
}
