import styled from 'styled-components';

interface PublishSwitchProps {
  title: string;
  published: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** An on/off switch for a video's visibility, with the state in words beside it. */
export function PublishSwitch({ title, published, busy, onToggle }: PublishSwitchProps) {
  return (
    <Wrap>
      <Track
        type="button"
        role="switch"
        aria-checked={published}
        aria-label={`Published: ${title}`}
        aria-busy={busy}
        disabled={busy}
        onClick={onToggle}
      >
        <Knob aria-hidden="true" />
      </Track>
      <State aria-hidden="true" $on={published}>
        {published ? 'Published' : 'Unpublished'}
      </State>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &[aria-checked='true'] {
    border-color: transparent;
    background: ${({ theme }) => theme.colors.success};
  }

  &[aria-checked='true'] > span {
    transform: translateX(16px);
  }

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Knob = styled.span`
  position: absolute;
  top: 3px;
  left: 3px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.text};
  transition: transform ${({ theme }) => theme.transitions.fast};
`;

const State = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;
