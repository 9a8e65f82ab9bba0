import styled from 'styled-components';
import type { ReactNode } from 'react';

/**
 * A table of the studio in its own labelled region: scrolled sideways on a narrow screen rather
 * than squeezed, and focusable so a keyboard can scroll it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroller role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroller>
  );
}

const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
