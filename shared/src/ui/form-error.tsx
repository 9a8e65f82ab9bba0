import styled from 'styled-components';
import type { ReactNode } from 'react';

/** A form-level error message, announced when it appears. */
/** `id` lets the field it is about point at it with `aria-describedby`. */
export function FormError({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <ErrorBox role="alert" id={id}>
      {children}
    </ErrorBox>
  );
}

const ErrorBox = styled.div`
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 10%, transparent);
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
