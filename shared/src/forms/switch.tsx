import styled, { css } from 'styled-components';
import type { ComponentPropsWithRef } from 'react';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'type' | 'role' | 'onClick' | 'children'
> {
  on: boolean;
  onToggle: () => void;
  /** Names the switch. */
  label: string;
  /** Disabled while the change is saved. */
  busy?: boolean;
  /** 'compact': small and grey, lit white when on (beside a heading); 'standard': green when on. */
  variant?: 'compact' | 'standard';
}

/** An on/off switch: a button with the `switch` role. */
export function Switch({ on, onToggle, label, busy, variant = 'standard', ...props }: SwitchProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      aria-busy={busy}
      disabled={busy}
      onClick={onToggle}
      $compact={variant === 'compact'}
      {...props}
    >
      <Knob aria-hidden="true" $compact={variant === 'compact'} />
    </Track>
  );
}

const Track = styled.button<{ $compact: boolean }>`
  position: relative;
  flex: none;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};
  ${({ $compact, theme }) =>
    $compact
      ? css`
          width: 36px;
          height: 20px;
          border: 0;
          background: ${theme.colors.surfaceActive};

          &[aria-checked='true'] {
            background: ${theme.colors.text};
          }
        `
      : css`
          width: 40px;
          height: 24px;
          border: 1px solid ${theme.colors.borderStrong};
          background: ${theme.colors.surfaceRaised};

          &[aria-checked='true'] {
            border-color: transparent;
            background: ${theme.colors.success};
          }
        `}

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Knob = styled.span<{ $compact: boolean }>`
  position: absolute;
  top: ${({ $compact }) => ($compact ? 2 : 3)}px;
  left: ${({ $compact }) => ($compact ? 2 : 3)}px;
  width: 16px;
  height: 16px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.text};
  transition: transform ${({ theme }) => theme.transitions.fast};

  [aria-checked='true'] > & {
    transform: translateX(16px);
    ${({ $compact, theme }) => ($compact ? `background: ${theme.colors.textInverse};` : '')}
  }
`;
