import styled from 'styled-components';
import { useT } from '../../../i18n';

/** 'Uploading: N%' with a bar; the text is the live region, the bar mirrors it. */
export function UploadProgress({ percent }: { percent: number }) {
  const t = useT();
  return (
    <Box>
      <Text role="status" aria-live="polite">
        {t('Uploading: {{percent}}%', { percent })}
      </Text>
      <Bar max={100} value={percent} aria-label={t('Upload progress')} />
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
`;

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  appearance: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.accent};
    transition: width ${({ theme }) => theme.transitions.normal};
  }

  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.accent};
  }
`;
