import { useId } from 'react';
import styled from 'styled-components';

export interface ChoiceFieldProps<T extends string> {
  /** The group's visible name. */
  legend: string;
  choices: readonly T[];
  /** Each choice's name and a line on what it means. */
  text: Record<T, { label: string; hint: string }>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean | undefined;
}

/**
 * One of a few settings, as native radio buttons each with a line on what it means: the
 * platform's keyboard and screen-reader behaviour, and the lines wrap on a phone.
 */
export function ChoiceField<T extends string>({
  legend,
  choices,
  text,
  value,
  onChange,
  disabled,
}: ChoiceFieldProps<T>) {
  const name = useId();
  return (
    <Fieldset disabled={disabled}>
      <legend>{legend}</legend>
      {choices.map((choice) => {
        const labelId = `${name}-${choice}-label`;
        const hintId = `${name}-${choice}-hint`;
        return (
          <Choice key={choice}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              aria-labelledby={labelId}
              aria-describedby={hintId}
              onChange={() => onChange(choice)}
            />
            <span>
              <strong id={labelId}>{text[choice].label}</strong>
              <span id={hintId}>{text[choice].hint}</span>
            </span>
          </Choice>
        );
      })}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 6px;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.focus};
  }

  input {
    flex: none;
    margin-top: 3px;
    accent-color: ${({ theme }) => theme.colors.focus};
  }

  > span {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  span span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;
