import { selectStyles } from '@kinora/shared/forms';
import { useId } from 'react';
import styled from 'styled-components';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

export interface FilterSelectProps<T extends string> {
  /** The visible label: 'Kind', 'Reason'. */
  label: string;
  options: readonly FilterOption<T>[];
  /** null: no filter, the first option ("All …"). */
  value: T | null;
  onChange: (value: T | null) => void;
  /** What the no-filter option says. */
  anyLabel: string;
}

/** One filter of a list as a labelled native select; its first option filters nothing. */
export function FilterSelect<T extends string>({
  label,
  options,
  value,
  onChange,
  anyLabel,
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) =>
          onChange(options.find((option) => option.value === event.target.value)?.value ?? null)
        }
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  label {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Select = styled.select`
  ${selectStyles}
  min-width: 160px;
`;
