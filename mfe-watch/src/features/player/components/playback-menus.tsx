import { rateLabel } from '../player-feedback';
import { PLAYBACK_RATES } from '../player-shortcuts';
import {
  CAPTION_BACKGROUNDS,
  CAPTION_SIZES,
  type CaptionBackground,
  type CaptionSize,
} from '../hooks/use-caption-style';
import {
  interfaceLanguage,
  pickCaptions,
  type CaptionsChoice,
  type CaptionsState,
} from '../hooks/use-captions';
import { type MenuVariant, PlayerMenu } from './player-menu';
import type { HlsPlayback, QualityChoice } from '../hooks/use-hls-playback';

const SPEED_OPTIONS = PLAYBACK_RATES.map((rate) => ({ value: rate, label: rateLabel(rate) }));

function qualityLabel(choice: QualityChoice, playing: number | null): string {
  if (choice !== 'auto') return `${choice}p`;
  return playing ? `Auto (${playing}p)` : 'Auto';
}

export function SpeedMenu({
  rate,
  onRate,
  variant,
}: {
  rate: number;
  onRate: (rate: number) => void;
  variant?: MenuVariant;
}) {
  return (
    <PlayerMenu
      label="Playback speed"
      valueText={rateLabel(rate)}
      options={SPEED_OPTIONS}
      selected={rate}
      onSelect={onRate}
      variant={variant}
    />
  );
}

/** Auto and every rendition of the ladder; nothing where the browser picks by itself. */
export function QualityMenu({
  playback,
  variant,
}: {
  playback: HlsPlayback;
  variant?: MenuVariant;
}) {
  if (playback.renditions.length === 0) return null;
  const options = [
    { value: 'auto' as QualityChoice, label: 'Auto' },
    ...playback.renditions.map((rendition) => ({ value: rendition, label: `${rendition}p` })),
  ];
  return (
    <PlayerMenu
      label="Quality"
      valueText={qualityLabel(playback.quality, playback.playingRendition)}
      options={options}
      selected={playback.quality}
      onSelect={playback.setQuality}
      variant={variant}
    />
  );
}

/** A language's name in the interface's language ("English", "French"). */
function languageName(language: string): string {
  try {
    return (
      new Intl.DisplayNames([interfaceLanguage()], { type: 'language' }).of(language) ?? language
    );
  } catch {
    return language;
  }
}

/**
 * Off, Auto (the interface's language, named by what it shows) and each language of the video's
 * captions; nothing for a video without any.
 */
export function CaptionsMenu({
  captions,
  variant,
}: {
  captions: CaptionsState;
  variant?: MenuVariant;
}) {
  if (captions.captions.length === 0) return null;
  const labelOf = (language: string | null) =>
    captions.captions.find((c) => c.language === language)?.label ?? null;
  const auto = labelOf(pickCaptions(captions.captions, 'auto'));
  const autoLabel = auto ? `Auto (${auto})` : `Auto (none in ${languageName(interfaceLanguage())})`;
  const options: { value: CaptionsChoice; label: string }[] = [
    { value: 'off', label: 'Off' },
    { value: 'auto', label: autoLabel },
    ...captions.captions.map((c) => ({ value: c.language, label: c.label })),
  ];
  // The bar has room for a language's name, not for "Auto (…)": the menu says which was chosen.
  const valueText = labelOf(captions.language) ?? 'Off';
  return (
    <PlayerMenu
      label="Subtitles/CC"
      valueText={valueText}
      options={options}
      selected={captions.choice === 'auto' ? 'auto' : (captions.language ?? 'off')}
      onSelect={captions.choose}
      variant={variant}
      groups={[
        {
          label: 'Caption size',
          options: CAPTION_SIZES.map((size) => ({ value: size, label: `${size}%` })),
          selected: captions.style.size,
          onSelect: (size) => {
            if (isCaptionSize(size)) captions.setStyle({ size });
          },
        },
        {
          label: 'Caption background',
          options: CAPTION_BACKGROUNDS.map((background) => ({
            value: background,
            label: BACKGROUND_LABELS[background],
          })),
          selected: captions.style.background,
          onSelect: (background) => {
            if (isCaptionBackground(background)) captions.setStyle({ background });
          },
        },
      ]}
    />
  );
}

const BACKGROUND_LABELS: Record<CaptionBackground, string> = {
  translucent: 'Semi-transparent',
  black: 'Black',
  none: 'None',
};

const isCaptionSize = (value: string): value is CaptionSize =>
  CAPTION_SIZES.some((size) => size === value);
const isCaptionBackground = (value: string): value is CaptionBackground =>
  CAPTION_BACKGROUNDS.some((background) => background === value);
