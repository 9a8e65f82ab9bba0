import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface MenuChoice<T extends string> {
  value: T;
  label: string;
  /** The choice's language, when its label is written in another than the page's. */
  lang?: string;
}

/**
 * A setting's choices as a row of radio items in a menu (the account menu, the visitors'
 * settings menu): the theme, the language.
 */
export function MenuChoiceGroup<T extends string>({
  icon,
  title,
  choices,
  value,
  onChoose,
}: {
  icon: ReactNode;
  title: string;
  choices: readonly MenuChoice<T>[];
  value: T;
  onChoose: (value: T) => void;
}) {
  const titleId = useId();
  return (
    <Group role="group" aria-labelledby={titleId}>
      <Title id={titleId}>
        {icon} {title}
      </Title>
      <Choices>
        {choices.map((choice) => (
          <Choice
            key={choice.value}
            type="button"
            role="menuitemradio"
            lang={choice.lang}
            aria-checked={value === choice.value}
            onClick={() => onChoose(choice.value)}
          >
            {choice.label}
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
