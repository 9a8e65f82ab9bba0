import styled from 'styled-components';
import { type ReactNode, useId } from 'react';

/** One titled block of a studio page (a settings tab, a part of the platform page). */
export function TitledSection({
  title,
  description,
  tone,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** 'danger' for the block that deletes the account. */
  tone?: 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Section aria-labelledby={id} $danger={tone === 'danger'}>
      <h2 id={id}>{title}</h2>
      {description ? <p className="description">{description}</p> : null}
      {children}
    </Section>
  );
}

const Section = styled.section<{ $danger: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  margin-bottom: 16px;
  border: 1px solid
    ${({ theme, $danger }) => ($danger ? theme.colors.dangerFill : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    padding: 24px;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  .description {
    margin-top: -8px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;
