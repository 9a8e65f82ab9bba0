import styled from 'styled-components';
import type { ReactNode } from 'react';

interface DataTableProps {
  /** The column headings, in order. */
  columns: readonly string[];
  /** The headings of columns of numbers, set to the right. */
  numeric?: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/** The tables of the admins' and moderators' pages: plain rows an admin scans. */
export function DataTable({ columns, numeric = [], children }: DataTableProps) {
  return (
    <Table>
      <thead>
        <tr>
          {columns.map((label) =>
            numeric.includes(label) ? (
              <Numeric key={label} as="th" scope="col">
                {label}
              </Numeric>
            ) : (
              <th key={label} scope="col">
                {label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

const Table = styled.table`
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
