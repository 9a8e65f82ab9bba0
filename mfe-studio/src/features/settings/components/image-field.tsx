import { Avatar, Button, ChannelBanner, FileField } from '@kinora/shared';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { ChosenFile } from '../../../lib/chosen-file';
import { useObjectUrl } from '../../../lib/use-object-url';

interface ImageFieldProps {
  label: string;
  hint: ReactNode;
  shape: 'banner' | 'avatar';
  /** The image saved now (its URL), shown until another is chosen. */
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  error?: ReactNode;
}

/**
 * Picks a channel image and shows it the way visitors will see it before anything is sent: the
 * saved one at first, the chosen one (with its name, size and Undo) once picked.
 */
export function ImageField({
  label,
  hint,
  shape,
  current,
  file,
  onChange,
  disabled,
  error,
}: ImageFieldProps) {
  const previewUrl = useObjectUrl(file);
  // A file input cannot be emptied from script: a new key gives a fresh one after Undo.
  const [inputKey, setInputKey] = useState(0);
  const undo = () => {
    onChange(null);
    setInputKey((key) => key + 1);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);

  return (
    <Slot>
      {file ? (
        <ChosenFile
          file={file}
          previewUrl={previewUrl}
          shape={shape}
          action={
            <Button $variant="ghost" $size="sm" onClick={undo} disabled={disabled}>
              Undo
            </Button>
          }
        />
      ) : shape === 'avatar' ? (
        <Avatar src={current} alt={`Current ${label.toLowerCase()}`} size={96} />
      ) : current ? (
        <ChannelBanner src={current} />
      ) : (
        <NoBanner>No banner yet</NoBanner>
      )}
      <FileField
        key={inputKey}
        label={label}
        hint={hint}
        accept="image/*"
        disabled={disabled}
        error={error}
        onChange={pick}
      />
    </Slot>
  );
}

const Slot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const NoBanner = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 4 / 1;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.sm} {
    aspect-ratio: 6 / 1;
  }
`;
