import styled, { css } from 'styled-components';
import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  /** The heading; on a phone, the label in front of the value. */
  label: string;
  /** The row's value in this column. */
  cell: (row: Row) => ReactNode;
  /** A column of numbers: set to the right in the table. */
  numeric?: boolean;
  /** Buttons: on a phone they take a line of their own, without a label. */
  actions?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table's region. */
  label: string;
  /** In order; the first one names its row (a row heading, and the card's title on a phone). */
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * Below this width the table would scroll sideways: each row becomes a card instead, its first
 * cell on top and the others as "label: value" lines.
 */
export const STACKED_BELOW_PX = 600;

/**
 * The studio's tables (the creator's videos, the admins' and moderators' pages), in their own
 * labelled region. The region is the container the layout asks about rather than the window, so
 * a table stacks whenever its own room is narrow. Wider than that, a table with many columns
 * scrolls sideways in its region, which is focusable so a keyboard can scroll it too.
 */
export function DataTable<Row>({ label, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <Region role="region" aria-label={label} tabIndex={0}>
      {/* Explicit roles: some browsers drop a table's semantics once its parts are displayed as
          blocks, as the stacked layout does. */}
      <Table role="table">
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <HeadCell
                key={column.label}
                role="columnheader"
                scope="col"
                $numeric={column.numeric}
              >
                {column.label}
              </HeadCell>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr role="row" key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <MainCell key={column.label} role="rowheader" scope="row">
                    {column.cell(row)}
                  </MainCell>
                ) : (
                  <Cell
                    key={column.label}
                    role="cell"
                    $numeric={column.numeric}
                    $actions={column.actions}
                  >
                    {/* The column's heading already names the cell for a screen reader. */}
                    {column.actions ? null : (
                      <StackedLabel aria-hidden>{column.label}</StackedLabel>
                    )}
                    <Value>{column.cell(row)}</Value>
                  </Cell>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Region>
  );
}

const wide = `@container data-table (min-width: ${STACKED_BELOW_PX}px)`;

const Region = styled.div`
  container: data-table / inline-size;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/* Stacked first: every part a block, the headings out of sight but still read. From the
   container's breakpoint up, a regular table. */
const Table = styled.table`
  display: block;
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  tbody {
    display: block;
  }

  tbody tr {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 14px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  tbody tr:last-child {
    border-bottom: 0;
  }

  ${wide} {
    display: table;
    min-width: 640px;

    thead {
      display: table-header-group;
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }

    tbody {
      display: table-row-group;
    }

    tbody tr {
      display: table-row;
      padding: 0;
    }

    th,
    td {
      display: table-cell;
      padding: 10px 12px;
      text-align: left;
      /* Rows mix text with controls (a select, buttons, a thumbnail): centred, they line up. */
      vertical-align: middle;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    tbody tr:last-child > * {
      border-bottom: 0;
    }
  }
`;

const numericAlign = css`
  ${wide} {
    && {
      text-align: right;
    }
  }
`;

const HeadCell = styled.th<{ $numeric?: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  ${({ $numeric }) => ($numeric ? numericAlign : '')}
`;

const MainCell = styled.th`
  display: block;
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  overflow-wrap: anywhere;

  ${wide} {
    overflow-wrap: normal;
  }
`;

const Cell = styled.td<{ $numeric?: boolean; $actions?: boolean }>`
  display: grid;
  grid-template-columns: minmax(88px, 30%) minmax(0, 1fr);
  gap: 12px;
  align-items: baseline;
  min-width: 0;
  overflow-wrap: anywhere;

  ${({ $actions }) =>
    $actions
      ? css`
          grid-template-columns: minmax(0, 1fr);
          margin-top: 4px;
        `
      : ''}

  ${({ $numeric }) =>
    $numeric
      ? css`
          font-variant-numeric: tabular-nums;
          white-space: nowrap;
        `
      : ''}
  ${({ $numeric }) => ($numeric ? numericAlign : '')}

  ${wide} {
    overflow-wrap: normal;
  }
`;

const StackedLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};

  ${wide} {
    display: none;
  }
`;

const Value = styled.div`
  min-width: 0;
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
