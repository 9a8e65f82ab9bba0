import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { NavLink } from './link';
import { tabBarStyles, useTabBarScroll } from './tab-bar-scroll';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

export interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs; only the
 * selected tab is in the tab order, and the panel follows it.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, children }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const fade = useTabBarScroll(listRef);
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <List ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown} data-fade={fade}>
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <Tab
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0}>
        {children}
      </Panel>
    </div>
  );
}

const List = styled.div`
  ${tabBarStyles}
`;

/** One look for both kinds of tab: the selected one (or the current page's link) is underlined. */
const tabStyles = css`
  position: relative;
  flex: none;
  padding: 12px 16px;
  white-space: nowrap;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: color ${({ theme }) => theme.transitions.fast};

  &:hover,
  &[aria-selected='true'],
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true']::after,
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: 8px;
    right: 8px;
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Tab = styled.button`
  ${tabStyles}
`;

export interface LinkTabItem {
  to: string;
  label: ReactNode;
  /** Current only on its exact path, not on the paths below it (`/channel/ann` vs `/channel/ann/community`). */
  end?: boolean;
}

export interface LinkTabsProps {
  /** Names the navigation for screen readers. */
  label: string;
  tabs: readonly LinkTabItem[];
}

/**
 * Tabs that are pages: each is a link with its own URL, the current one marked with
 * `aria-current="page"`, so they can be opened in a new tab, bookmarked and shared.
 */
export function LinkTabs({ label, tabs }: LinkTabsProps) {
  const listRef = useRef<HTMLElement>(null);
  const fade = useTabBarScroll(listRef);
  return (
    <LinkList ref={listRef} aria-label={label} data-fade={fade}>
      {tabs.map((tab) => (
        <TabLink key={tab.to} to={tab.to} end={tab.end ?? false}>
          {tab.label}
        </TabLink>
      ))}
    </LinkList>
  );
}

const LinkList = styled.nav`
  ${tabBarStyles}
  margin-bottom: 24px;
`;

const TabLink = styled(NavLink)`
  ${tabStyles}
`;

const Panel = styled.div`
  padding-top: 24px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
