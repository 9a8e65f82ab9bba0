import { Button } from '@kinora/shared';
import { FileField } from '@kinora/shared/forms';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { ChosenFile, type PreviewShape, StoredImage } from './chosen-file';

interface ImageFieldProps {
  label: string;
  hint?: ReactNode;
  shape: PreviewShape;
  file: File | null;
  /** The chosen file's preview URL (a form may share it with another preview). */
  previewUrl: string | null;
  onChange: (file: File | null) => void;
  /**
   * The image saved now, drawn in the same crop until another is chosen (the video's current
   * thumbnail in its editor).
   */
  current?: ReactNode;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
}

/**
 * Picks an image (a thumbnail, a channel banner, a picture); once picked, shows it cropped as it
 * will be, with its size and Undo.
 */
export function ImageField({
  label,
  hint,
  shape,
  file,
  previewUrl,
  onChange,
  current,
  name,
  required,
  disabled,
  error,
}: ImageFieldProps) {
  const t = useT();
  // A file input cannot be emptied from script: a new key gives a fresh one after Undo.
  const [inputKey, setInputKey] = useState(0);
  const undo = () => {
    onChange(null);
    setInputKey((key) => key + 1);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);

  return (
    <Slot>
      <FileField
        key={inputKey}
        label={label}
        hint={hint}
        name={name}
        accept="image/*"
        required={required}
        disabled={disabled}
        error={error}
        onChange={pick}
      />
      {file ? (
        <ChosenFile
          file={file}
          previewUrl={previewUrl}
          shape={shape}
          action={
            <Button $variant="ghost" $size="sm" onClick={undo} disabled={disabled}>
              {t('Undo')}
            </Button>
          }
        />
      ) : current ? (
        <StoredImage shape={shape}>{current}</StoredImage>
      ) : null}
    </Slot>
  );
}

const Slot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;
