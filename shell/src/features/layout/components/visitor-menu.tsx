import { useEffect, useRef } from 'react';
import { MenuPanel } from '@kinora/shared';
import styled from 'styled-components';
import { ThemeSwitch } from './theme-switch';

/**
 * What a visitor can set without an account (the theme), in the menu under the top bar's
 * settings button. Its code loads when the menu first opens, so it weighs nothing on a first visit.
 */
export function VisitorMenu({ id }: { id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // The menu arrives after the button's popover looked for it: focus its current choice now.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, []);
  return (
    <Menu ref={ref} id={id} role="menu" aria-label="Settings">
      <ThemeSwitch />
    </Menu>
  );
}

const Menu = styled(MenuPanel)`
  right: 0;
  top: calc(100% + 8px);
  min-width: 260px;
  border-radius: 12px;
`;
