import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Required: an icon alone has no accessible name. Also shown as the tooltip. */
  'aria-label': string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const DIAMETER = { sm: 32, md: 40, lg: 48 } as const;

/** A round button holding only an icon. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { size = 'md', type = 'button', title, children, ...props },
  ref,
) {
  return (
    <Round
      ref={ref}
      type={type}
      title={title ?? props['aria-label']}
      $diameter={DIAMETER[size]}
      {...props}
    >
      {children}
    </Round>
  );
});

const Round = styled.button<{ $diameter: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $diameter }) => $diameter}px;
  height: ${({ $diameter }) => $diameter}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:active:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceActive};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }

  svg {
    width: ${({ $diameter }) => Math.round($diameter * 0.55)}px;
    height: ${({ $diameter }) => Math.round($diameter * 0.55)}px;
  }
`;
