import { REGISTRATION_MODES, type RegistrationMode } from '@kinora/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { REGISTRATION_MODE_TEXT } from '../texts';

interface RegistrationModeFieldProps {
  value: RegistrationMode;
  onChange: (mode: RegistrationMode) => void;
  disabled?: boolean;
}

/**
 * Who may open an account, as native radio buttons each with a line on what it means: the
 * platform's keyboard and screen-reader behaviour, and the lines wrap on a phone.
 */
export function RegistrationModeField({ value, onChange, disabled }: RegistrationModeFieldProps) {
  const name = useId();
  return (
    <Fieldset disabled={disabled}>
      <legend>Registration</legend>
      {REGISTRATION_MODES.map((mode) => {
        const labelId = `${name}-${mode}-label`;
        const hintId = `${name}-${mode}-hint`;
        return (
          <Choice key={mode}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value === mode}
              aria-labelledby={labelId}
              aria-describedby={hintId}
              onChange={() => onChange(mode)}
            />
            <span>
              <strong id={labelId}>{REGISTRATION_MODE_TEXT[mode].label}</strong>
              <span id={hintId}>{REGISTRATION_MODE_TEXT[mode].hint}</span>
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
