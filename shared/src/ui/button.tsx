import styled, { css, type DefaultTheme } from 'styled-components';
import { Link } from './link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 32px;
    padding: 0 12px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 36px;
    padding: 0 16px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    min-height: 44px;
    padding: 0 22px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
};

const palette = (theme: DefaultTheme, variant: ButtonVariant) => {
  switch (variant) {
    case 'primary':
      return {
        bg: theme.colors.text,
        fg: theme.colors.textInverse,
        hover: theme.colors.textInverseHover,
        border: 'transparent',
      };
    case 'secondary':
      return {
        bg: theme.colors.surfaceRaised,
        fg: theme.colors.text,
        hover: theme.colors.surfaceRaisedHover,
        border: 'transparent',
      };
    case 'ghost':
      return {
        bg: 'transparent',
        fg: theme.colors.text,
        hover: theme.colors.surfaceHover,
        border: theme.colors.border,
      };
    case 'danger':
      return {
        bg: theme.colors.dangerFill,
        fg: theme.colors.onAccent,
        hover: theme.colors.dangerFillHover,
        border: 'transparent',
      };
  }
};

/** The shared look of `Button` and `ButtonLink`; also usable on other elements. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    transform ${({ theme }) => theme.transitions.fast};
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ theme, $variant = 'primary' }) => {
    const p = palette(theme, $variant);
    return css`
      background: ${p.bg};
      color: ${p.fg};
      border: 1px solid ${p.border};

      &:hover:not(:disabled):not([aria-disabled='true']) {
        background: ${p.hover};
      }
    `;
  }}

  &:active:not(:disabled) {
    transform: scale(0.98);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }

  svg {
    width: 18px;
    height: 18px;
    flex: none;
  }
`;

/**
 * Buttons: `$variant` primary (default), secondary, ghost or danger; `$size` sm, md (default), lg.
 * Render a link with the same look through `as={Link} to=…`, or use `ButtonLink`.
 */
export const Button = styled.button.attrs<ButtonStyleProps & { as?: unknown }>((props) => ({
  // A button in a form submits by default; ours only when asked. Links (`as`) get no type.
  type: props.as ? undefined : (props.type ?? 'button'),
}))`
  ${buttonStyles}
`;

/** A router link that looks like a `Button`. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
