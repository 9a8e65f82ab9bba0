import { useId } from 'react';
import { useThemePreference, type ThemePreference } from '@kinora/shared/appearance';
import styled from 'styled-components';
import { ThemeIcon } from '../../../lib/icons';

const CHOICES: readonly { value: ThemePreference; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/**
 * The colour scheme's three choices, as a row of radio items in a menu (the account menu, the
 * visitors' settings menu): the system's setting, light or dark. The menu stays open, so the
 * page can be seen changing.
 */
export function ThemeSwitch() {
  const preference = useThemePreference((state) => state.preference);
  const setPreference = useThemePreference((state) => state.setPreference);
  const titleId = useId();
  return (
    <Group role="group" aria-labelledby={titleId}>
      <Title id={titleId}>
        <ThemeIcon width={20} height={20} /> Theme
      </Title>
      <Choices>
        {CHOICES.map(({ value, label }) => (
          <Choice
            key={value}
            type="button"
            role="menuitemradio"
            aria-checked={preference === value}
            onClick={() => setPreference(value)}
          >
            {label}
          </Choice>
        ))}
      </Choices>
    </Group>
  );
}

const Group = styled.div`
  padding: 8px 16px 12px;
`;

const Title = styled.span`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 8px;
`;

const Choices = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Choice = styled.button`
  flex: 1;
  padding: 6px 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.textInverse};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
