import { currentLanguage, type Translate } from '@kinora/shared';
import { useT } from '../../../i18n';
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

function qualityLabel(choice: QualityChoice, playing: number | null, t: Translate): string {
  if (choice !== 'auto') return `${choice}p`;
  return playing ? t('Auto ({{quality}})', { quality: `${playing}p` }) : t('Auto');
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
  const t = useT();
  return (
    <PlayerMenu
      label={t('Playback speed')}
      valueText={rateLabel(rate, t)}
      options={PLAYBACK_RATES.map((value) => ({ value, label: rateLabel(value, t) }))}
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
  const t = useT();
  if (playback.renditions.length === 0) return null;
  const options = [
    { value: 'auto' as QualityChoice, label: t('Auto') },
    ...playback.renditions.map((rendition) => ({ value: rendition, label: `${rendition}p` })),
  ];
  return (
    <PlayerMenu
      label={t('Quality')}
      valueText={qualityLabel(playback.quality, playback.playingRendition, t)}
      options={options}
      selected={playback.quality}
      onSelect={playback.setQuality}
      variant={variant}
    />
  );
}

/**
 * A language's name in the interface's language ("English", "anglais"): the page's own `lang`,
 * which is the language the interface is drawn in, else the translator's.
 */
function languageName(language: string): string {
  try {
    return (
      new Intl.DisplayNames([interfaceLanguage(), currentLanguage()], { type: 'language' }).of(
        language,
      ) ?? language
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
  const t = useT();
  if (captions.captions.length === 0) return null;
  const labelOf = (language: string | null) =>
    captions.captions.find((c) => c.language === language)?.label ?? null;
  const auto = labelOf(pickCaptions(captions.captions, 'auto'));
  const autoLabel = auto
    ? t('Auto ({{language}})', { language: auto })
    : t('Auto (none in {{language}})', { language: languageName(interfaceLanguage()) });
  const options: { value: CaptionsChoice; label: string }[] = [
    { value: 'off', label: t('Off') },
    { value: 'auto', label: autoLabel },
    ...captions.captions.map((c) => ({ value: c.language, label: c.label })),
  ];
  const backgroundLabels: Record<CaptionBackground, string> = {
    translucent: t('Semi-transparent'),
    black: t('Black'),
    none: t('None'),
  };
  // The bar has room for a language's name, not for "Auto (…)": the menu says which was chosen.
  const valueText = labelOf(captions.language) ?? t('Off');
  return (
    <PlayerMenu
      label={t('Subtitles/CC')}
      valueText={valueText}
      options={options}
      selected={captions.choice === 'auto' ? 'auto' : (captions.language ?? 'off')}
      onSelect={captions.choose}
      variant={variant}
      groups={[
        {
          label: t('Caption size'),
          options: CAPTION_SIZES.map((size) => ({ value: size, label: t('{{size}}%', { size }) })),
          selected: captions.style.size,
          onSelect: (size) => {
            if (isCaptionSize(size)) captions.setStyle({ size });
          },
        },
        {
          label: t('Caption background'),
          options: CAPTION_BACKGROUNDS.map((background) => ({
            value: background,
            label: backgroundLabels[background],
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

const isCaptionSize = (value: string): value is CaptionSize =>
  CAPTION_SIZES.some((size) => size === value);
const isCaptionBackground = (value: string): value is CaptionBackground =>
  CAPTION_BACKGROUNDS.some((background) => background === value);
