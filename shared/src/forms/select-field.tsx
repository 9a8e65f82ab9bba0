import styled, { css } from 'styled-components';
import { controlStyles, FieldFrame, type FieldFrameProps, useFieldControl } from './field-frame';

/* A chevron drawn as an inline SVG background, so the select looks the same in every browser. */
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%23999' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

/** The kit's native select: compact (a filter, a table cell), and alike in every browser. */
export const selectStyles = css`
  ${controlStyles}
  appearance: none;
  min-height: 36px;
  padding: 6px 32px 6px 12px;
  background-image: ${CHEVRON};
  background-repeat: no-repeat;
  background-position: right 12px center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  option {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

export interface SelectFieldProps<T extends string> extends FieldFrameProps {
  /**
   * The choices in their order: each value and the words it is shown with, and the language of
   * those words when it is not the page's (a list of languages names each in itself).
   */
  options: readonly { value: T; label: string; lang?: string }[];
  /** The chosen value. */
  value: T;
  /** Called with the value of the option picked. */
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** One setting of a form as a labelled native select, with a line under it on what it means. */
export function SelectField<T extends string>({
  label,
  hint,
  error,
  options,
  value,
  onChange,
  disabled,
}: SelectFieldProps<T>) {
  const field = useFieldControl(undefined, { hint, error });
  return (
    <FieldFrame controlId={field.id} label={label} hint={hint} error={error}>
      <Select
        {...field}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

/* Never wider than a dialog on a 390 px phone, nor than its longest option needs. */
const Select = styled.select`
  ${selectStyles}
  width: 100%;
  max-width: 280px;
`;
