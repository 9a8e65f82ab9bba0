import styled from 'styled-components';
import { useT } from '../../../i18n';

interface PrivacyCheckboxProps {
  checked: boolean;
  onChange: (isPrivate: boolean) => void;
}

/** A playlist's public/private choice, the same when creating one and when editing it. */
export function PrivacyCheckbox({ checked, onChange }: PrivacyCheckboxProps) {
  const t = useT();
  return (
    <Privacy>
      <input
        type="checkbox"
        name="isPrivate"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {t('Private')}
        <Hint>{t('Only you can see a private playlist.')}</Hint>
      </span>
    </Privacy>
  );
}

const Privacy = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
