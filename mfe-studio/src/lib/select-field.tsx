import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { selectStyles } from './select-styles';

export interface SelectFieldProps<T extends string> {
  /** The visible label. */
  label: string;
  /** A line under the select on what the choice does; read out with it. */
  hint?: ReactNode;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** One setting of a form as a labelled native select, with a line on what it means. */
export function SelectField<T extends string>({
  label,
  hint,
  options,
  value,
  onChange,
  disabled,
}: SelectFieldProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        aria-describedby={hint ? hintId : undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint ? <p id={hintId}>{hint}</p> : null}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/* Never wider than a dialog on a 390 px phone, nor than its longest option needs. */
const Select = styled.select`
  ${selectStyles}
  width: 100%;
  max-width: 280px;
`;
