import styled from 'styled-components';
import { useT } from '../../../i18n';
import { SearchIcon } from '../../../lib/icons';

export interface SearchOption {
  /** The DOM id `aria-activedescendant` points at. */
  id: string;
  kind: 'recent' | 'video' | 'channel';
  text: string;
}

interface SearchOptionListProps {
  id: string;
  open: boolean;
  options: SearchOption[];
  activeId: string | undefined;
  onChoose: (option: SearchOption) => void;
  onRemove: (option: SearchOption) => void;
}

/**
 * The listbox under the search box. Pressing inside it must not blur the input (that would close
 * it before the click lands), hence `preventDefault` on mouse down.
 */
export function SearchOptionList({
  id,
  open,
  options,
  activeId,
  onChoose,
  onRemove,
}: SearchOptionListProps) {
  const t = useT();
  const kindLabels = { video: t('Video'), channel: t('Channel') };
  return (
    <List
      id={id}
      role="listbox"
      aria-label={t('Search suggestions')}
      hidden={!open}
      onMouseDown={(event) => event.preventDefault()}
    >
      {options.map((option) => (
        <Option
          key={option.id}
          id={option.id}
          role="option"
          aria-selected={option.id === activeId}
          onClick={() => onChoose(option)}
        >
          {option.kind === 'recent' ? <ClockIcon /> : <SearchIcon width={16} height={16} />}
          <Text>{option.text}</Text>
          {option.kind === 'recent' ? (
            <Remove
              type="button"
              tabIndex={-1}
              aria-label={t('Remove {{term}} from recent searches', { term: option.text })}
              onClick={(event) => {
                event.stopPropagation();
                onRemove(option);
              }}
            >
              {t('Remove')}
            </Remove>
          ) : (
            <Kind>{kindLabels[option.kind]}</Kind>
          )}
        </Option>
      ))}
    </List>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: -56px;
  z-index: ${({ theme }) => theme.zIndices.topBar + 1};
  margin: 0;
  padding: 8px 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceFloating};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[hidden] {
    display: none;
  }
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 16px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};

  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover,
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Remove = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;
