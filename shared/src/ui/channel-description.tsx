import { useId, useState } from 'react';
import styled from 'styled-components';
import { useSharedT } from '../i18n/shared-catalogue';
import { RichText } from './rich-text';

/** Longer descriptions (or several lines) start folded to two lines, as on the big video sites. */
const FOLD_AT_CHARACTERS = 140;

/** The channel's description under its name (its addresses linked), folded when long, with more / less. */
export function ChannelDescription({ text }: { text: string }) {
  const t = useSharedT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const trimmed = text.trim();
  if (!trimmed) return null;
  const foldable = trimmed.length > FOLD_AT_CHARACTERS || trimmed.includes('\n');
  return (
    <Wrapper>
      <Text id={id} $folded={foldable && !open}>
        <RichText text={trimmed} />
      </Text>
      {foldable ? (
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? t('less') : t('more')}
        </Toggle>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  max-width: 72ch;

  ${({ theme }) => theme.media.sm} {
    align-items: flex-start;
  }
`;

const Text = styled.p<{ $folded: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;

  ${({ $folded }) =>
    $folded
      ? `
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  `
      : ''}
`;

const Toggle = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
