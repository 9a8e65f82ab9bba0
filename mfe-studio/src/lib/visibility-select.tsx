import { VIDEO_VISIBILITIES, type Translate, type VideoVisibility } from '@kinora/shared';
import { selectStyles } from '@kinora/shared/forms';
import styled from 'styled-components';
import { useT } from '../i18n';
import type { ChangeEvent } from 'react';

/** Each visibility in words: the option's name and what it means for viewers. */
export const visibilityTexts = (
  t: Translate,
): Record<VideoVisibility, { label: string; hint: string }> => ({
  public: { label: t('Public'), hint: t('Everyone can find and watch it.') },
  unlisted: {
    label: t('Unlisted'),
    hint: t('Anyone with the link can watch it; it is never listed, searched or recommended.'),
  },
  private: { label: t('Private'), hint: t('Only you can watch it.') },
});

const isVisibility = (value: string): value is VideoVisibility =>
  (VIDEO_VISIBILITIES as readonly string[]).includes(value);

interface VisibilitySelectProps {
  value: VideoVisibility;
  onChange: (visibility: VideoVisibility) => void;
  /** The accessible name when no visible `<label>` points at `id`. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  id?: string;
  disabled?: boolean;
  busy?: boolean;
}

/**
 * Public, Unlisted or Private, as one native select: compact enough for a table cell, and the
 * platform's own keyboard and screen-reader behaviour for free.
 */
export function VisibilitySelect({
  value,
  onChange,
  busy = false,
  ...props
}: VisibilitySelectProps) {
  const t = useT();
  const texts = visibilityTexts(t);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isVisibility(event.target.value)) onChange(event.target.value);
  };
  return (
    <Select
      {...props}
      value={value}
      aria-busy={busy}
      disabled={props.disabled === true || busy}
      $visibility={value}
      onChange={change}
    >
      {VIDEO_VISIBILITIES.map((visibility) => (
        <option key={visibility} value={visibility}>
          {texts[visibility].label}
        </option>
      ))}
    </Select>
  );
}

const Select = styled.select<{ $visibility: VideoVisibility }>`
  ${selectStyles}
  min-width: 124px;
  color: ${({ theme, $visibility }) =>
    $visibility === 'public' ? theme.colors.text : theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:disabled {
    cursor: progress;
  }
`;
