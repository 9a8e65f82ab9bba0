import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useT } from '../../../i18n';

export interface PlayerMenuOption<T> {
  value: T;
  label: string;
}

export interface PlayerMenuProps<T> {
  /** Names the button and the menu: 'Quality', 'Playback speed'. */
  label: string;
  /** The current choice as the button shows it ('Auto (720p)', '1.5×'). */
  valueText: string;
  options: ReadonlyArray<PlayerMenuOption<T>>;
  selected: T;
  onSelect: (value: T) => void;
  /**
   * 'popup' opens above its button (the desktop bar). 'sheet' (the touch layout) has touch-sized
   * rows and fills the player's height from its right edge: a phone's player is too short for a
   * popup, and the picture left of it closes the menu with a tap.
   */
  variant?: MenuVariant;
  /**
   * Further choices of the same menu, each a named group of radio items after the first (the
   * captions' size and background under their languages).
   */
  groups?: ReadonlyArray<PlayerMenuGroup>;
}

export interface PlayerMenuGroup {
  label: string;
  options: ReadonlyArray<PlayerMenuOption<string>>;
  selected: string;
  onSelect: (value: string) => void;
}

export type MenuVariant = 'popup' | 'sheet';

/** One radio item of the menu, whichever group it is in: the keys move through all of them. */
interface MenuItem {
  key: string;
  label: string;
  checked: boolean;
  pick: () => void;
}

/**
 * A menu button with radio items (WAI-ARIA menu pattern): opens on the current choice, arrows
 * and Home/End move, Enter or Space picks, Escape closes and gives focus back to the button.
 */
export function PlayerMenu<T extends string | number>({
  label,
  valueText,
  options,
  selected,
  onSelect,
  variant = 'popup',
  groups = [],
}: PlayerMenuProps<T>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const first: MenuItem[] = options.map((option) => ({
    key: `main:${option.value}`,
    label: option.label,
    checked: option.value === selected,
    pick: () => onSelect(option.value),
  }));
  const more = groups.map((group) => ({
    label: group.label,
    items: group.options.map((option): MenuItem => ({
      key: `${group.label}:${option.value}`,
      label: option.label,
      checked: option.value === group.selected,
      pick: () => group.onSelect(option.value),
    })),
  }));
  const items = [...first, ...more.flatMap((group) => group.items)];
  const pick = (item: MenuItem) => {
    item.pick();
    close();
  };

  useEffect(() => {
    if (!open) return undefined;
    const current = Math.max(
      0,
      options.findIndex((option) => option.value === selected),
    );
    itemRefs.current[current]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
    // Focus moves only when the menu opens, not on every new selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = itemRefs.current.filter((item): item is HTMLLIElement => item !== null);
    const index = elements.findIndex((item) => item === document.activeElement);
    const focusAt = (next: number) => elements[(next + elements.length) % elements.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(elements.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        setOpen(false);
        return;
      case 'Enter':
      case ' ': {
        const item = items[index];
        if (item) pick(item);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const renderItem = (item: MenuItem, index: number) => (
    <li
      key={item.key}
      ref={(node) => {
        itemRefs.current[index] = node;
      }}
      role="menuitemradio"
      aria-checked={item.checked}
      tabIndex={-1}
      onClick={() => pick(item)}
    >
      {item.label}
    </li>
  );

  return (
    <Root ref={rootRef} $variant={variant}>
      <MenuButton
        $variant={variant}
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('{{label}}: {{value}}', { label, value: valueText })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {valueText}
      </MenuButton>
      {open ? (
        <Menu
          id={menuId}
          role="menu"
          aria-label={label}
          $variant={variant}
          onKeyDown={onMenuKeyDown}
        >
          {first.map((item, index) => renderItem(item, index))}
          {more.map((group, g) => {
            const before = first.length + more.slice(0, g).reduce((n, x) => n + x.items.length, 0);
            return (
              <li key={group.label} role="none">
                <GroupLabel aria-hidden="true">{group.label}</GroupLabel>
                <ul role="group" aria-label={group.label}>
                  {group.items.map((item, i) => renderItem(item, before + i))}
                </ul>
              </li>
            );
          })}
        </Menu>
      ) : null}
    </Root>
  );
}

/* Its group names it for assistive technology; this is what the eye reads. */
const GroupLabel = styled.div`
  margin-top: 6px;
  padding: 8px 16px 4px;
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  color: rgba(255, 255, 255, 0.7);
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/* A sheet is placed against the player's control layer, not against its button. */
const Root = styled.div<{ $variant: MenuVariant }>`
  position: ${({ $variant }) => ($variant === 'sheet' ? 'static' : 'relative')};
`;

const MenuButton = styled.button<{ $variant: MenuVariant }>`
  min-width: 44px;
  height: ${({ $variant }) => ($variant === 'sheet' ? '44px' : '36px')};
  padding: 0 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;

  /* Only where a pointer hovers: after a tap a phone keeps the hover on the button it touched. */
  @media (hover: hover) {
    &:hover {
      background: rgba(255, 255, 255, 0.16);
    }
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

const Menu = styled.ul<{ $variant: MenuVariant }>`
  position: absolute;
  z-index: 2;
  min-width: 140px;
  overflow-y: auto;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(28, 28, 28, 0.94);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  [role='menuitemradio'] {
    position: relative;
    padding: 8px 16px 8px 32px;
    cursor: pointer;
    white-space: nowrap;
  }

  li[aria-checked='true']::before {
    /* Decoration only: aria-checked already says which item is chosen. */
    content: '✓' / '';
    position: absolute;
    left: 12px;
  }

  [role='menuitemradio']:hover,
  [role='menuitemradio']:focus {
    background: rgba(255, 255, 255, 0.16);
    outline: none;
  }

  [role='menuitemradio']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  ${({ $variant }) =>
    $variant === 'sheet'
      ? css`
          top: 8px;
          right: 8px;
          bottom: 8px;
          min-width: 160px;
          overscroll-behavior: contain;

          [role='menuitemradio'] {
            padding-block: 12px;
          }
        `
      : css`
          right: 0;
          bottom: calc(100% + 8px);
          max-height: 280px;
        `}
`;
