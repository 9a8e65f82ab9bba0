import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { controlStyles, FieldFrame, type FieldFrameProps, useFieldControl } from './field-frame';

export type TextFieldProps = FieldFrameProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;

/** A labelled text input (any `type` but file). */
export function TextField({ label, hint, error, id, ...props }: TextFieldProps) {
  const field = useFieldControl(id, { hint, error });
  return (
    <FieldFrame controlId={field.id} label={label} hint={hint} error={error}>
      <Input {...field} {...props} />
    </FieldFrame>
  );
}

export type TextAreaProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'children'> & {
    /** Shows 'n / maxLength' under the field (the post counter), so the limit is
     * visible before it is hit. */
    showCount?: boolean;
  };

export function TextArea({ label, hint, error, id, showCount, ...props }: TextAreaProps) {
  const field = useFieldControl(id, { hint, error });
  const length = typeof props.value === 'string' ? props.value.length : 0;
  return (
    <FieldFrame
      controlId={field.id}
      label={label}
      hint={hint}
      error={error}
      count={
        showCount && props.maxLength ? (
          <Count aria-live="polite">
            {length} / {props.maxLength}
          </Count>
        ) : null
      }
    >
      <Area {...field} {...props} />
    </FieldFrame>
  );
}

export type FileFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>;

/** A labelled file picker (`accept="video/*"` etc.). */
export function FileField({ label, hint, error, id, ...props }: FileFieldProps) {
  const field = useFieldControl(id, { hint, error });
  return (
    <FieldFrame controlId={field.id} label={label} hint={hint} error={error}>
      <FileInput type="file" {...field} {...props} />
    </FieldFrame>
  );
}

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  label: ReactNode;
};

/** A small checkbox with its words beside it, the whole line clickable. */
export function Checkbox({ label, id, ...props }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <CheckLabel htmlFor={inputId}>
      <input id={inputId} type="checkbox" {...props} />
      {label}
    </CheckLabel>
  );
}

const control = css`
  ${controlStyles}
  width: 100%;
  padding: 10px 12px;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Input = styled.input`
  ${control}
  min-height: 44px;
`;

const Area = styled.textarea`
  ${control}
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const FileInput = styled.input`
  ${control}
  padding: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &::file-selector-button {
    margin-right: 12px;
    padding: 6px 14px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }

  &::file-selector-button:hover {
    background: ${({ theme }) => theme.colors.surfaceRaisedHover};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  input {
    width: 16px;
    height: 16px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;
