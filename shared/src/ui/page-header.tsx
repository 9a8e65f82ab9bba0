import styled, { css } from 'styled-components';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links on the right (wrap under the title on phones). */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}

/**
 * A page's one h1 wherever it stands (page headers, the channel and playlist headers): one size
 * on phones, a larger one from tablets up, and long names wrap instead of overflowing.
 */
export const pageTitleStyles = css`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.md} {
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 24px;

  ${pageTitleStyles}
`;

const Subtitle = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
