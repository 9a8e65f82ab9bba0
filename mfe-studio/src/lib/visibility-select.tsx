import { VIDEO_VISIBILITIES, type VideoVisibility } from '@kinora/shared';
import styled from 'styled-components';
import type { ChangeEvent } from 'react';

/** Each visibility in words: the option's name and what it means for viewers. */
export const VISIBILITY_TEXT: Record<VideoVisibility, { label: string; hint: string }> = {
  public: { label: 'Public', hint: 'Everyone can find and watch it.' },
  unlisted: {
    label: 'Unlisted',
    hint: 'Anyone with the link can watch it; it is never listed, searched or recommended.',
  },
  private: { label: 'Private', hint: 'Only you can watch it.' },
};

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
          {VISIBILITY_TEXT[visibility].label}
        </option>
      ))}
    </Select>
  );
}

/* A chevron drawn as an inline SVG background, so the select looks the same in every browser. */
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%23999' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

const Select = styled.select<{ $visibility: VideoVisibility }>`
  appearance: none;
  min-height: 36px;
  min-width: 124px;
  padding: 6px 32px 6px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.inputBackground} ${CHEVRON} no-repeat right 12px center;
  color: ${({ theme, $visibility }) =>
    $visibility === 'public' ? theme.colors.text : theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.focus};
  }

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  option {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;
