import styled from 'styled-components';
import { useT } from '../../../i18n';

interface ThumbnailChoicesProps {
  /** URLs of the frames processing took. */
  frames: readonly string[];
  /** The index picked, or null. */
  chosen: number | null;
  onChoose: (index: number) => void;
  disabled: boolean;
}

/** The frames offered as the thumbnail, as images to pick one of (a radio group). */
export function ThumbnailChoices({ frames, chosen, onChoose, disabled }: ThumbnailChoicesProps) {
  const t = useT();
  return (
    <Group>
      <Legend>{t('Or pick a frame from the video')}</Legend>
      <Frames>
        {frames.map((url, index) => (
          <Choice key={url} $chosen={chosen === index}>
            <input
              type="radio"
              name="thumbnailChoice"
              value={index}
              checked={chosen === index}
              disabled={disabled}
              onChange={() => onChoose(index)}
            />
            <img src={url} alt={t('Frame {{number}}', { number: index + 1 })} loading="lazy" />
          </Choice>
        ))}
      </Frames>
    </Group>
  );
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 8px;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Frames = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
`;

const Choice = styled.label<{ $chosen: boolean }>`
  position: relative;
  display: block;
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  cursor: pointer;

  input {
    position: absolute;
    top: 6px;
    left: 6px;
  }

  input:focus-visible + img {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;
