import { AlertIcon, quotaBannerTexts } from '@kinora/shared';
import styled from 'styled-components';

/** The site-wide "YouTube quota spent" notice: home and search both show it once a search answered 429. */
export function QuotaBanner() {
  const { title, message } = quotaBannerTexts();
  return (
    <Banner role="alert">
      <AlertIcon aria-hidden="true" />
      <div>
        <h2>{title}</h2>
        <p>{message}</p>
      </div>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 24px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  svg {
    flex: none;
    width: 24px;
    height: 24px;
    color: ${({ theme }) => theme.colors.warning};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
