import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

export interface FieldFrameProps {
  label: ReactNode;
  /** Help under the control. */
  hint?: ReactNode;
  /** Error under the control; marks it invalid. */
  error?: ReactNode;
}

/** The id of a field's control, and the attributes that tie it to its hint and its error. */
export function useFieldControl(
  id: string | undefined,
  { hint, error }: Omit<FieldFrameProps, 'label'>,
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const describedBy = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

interface FieldFrameLayoutProps extends FieldFrameProps {
  /** The control's id, from `useFieldControl`. */
  controlId: string;
  /** On the right of the hint's line: a text area's character count. */
  count?: ReactNode;
  /** The control. */
  children: ReactNode;
}

/** One form field of the kit: the label above its control, the hint and the error under it. */
export function FieldFrame({
  controlId,
  label,
  hint,
  error,
  count,
  children,
}: FieldFrameLayoutProps) {
  const hintLine = hint ? <Hint id={`${controlId}-hint`}>{hint}</Hint> : null;
  return (
    <Field>
      <Label htmlFor={controlId}>{label}</Label>
      {children}
      {count ? (
        <Below>
          {hintLine ?? <span />}
          {count}
        </Below>
      ) : (
        hintLine
      )}
      {error ? <FieldError id={`${controlId}-error`}>{error}</FieldError> : null}
    </Field>
  );
}

/**
 * The box of every control of the kit (input, text area, select), and how it answers a hover, the
 * focus, an error and being disabled.
 */
export const controlStyles = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.inputBackground};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Below = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
