import styled from 'styled-components';

/** The tables of the admins' and moderators' pages: plain rows an admin scans. */
export const DataTable = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Numeric = styled.td`
  && {
    text-align: right;
  }
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * A second line under a cell's value: a URL, a time, the kinds of failure. Long URLs break
 * anywhere, so they fold inside their column instead of pushing the last columns out of view.
 */
export const Muted = styled.span`
  display: block;
  max-width: 320px;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
