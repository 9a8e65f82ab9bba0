import styled from 'styled-components';

/**
 * A short label beside a name in the settings (this device, the account's role): as wide as its
 * text, in a row or in a column.
 */
export const TagBadge = styled.span`
  width: fit-content;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.link} 16%, transparent);
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
