import { useEffect, useRef } from 'react';
import { MenuPanel } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';

/**
 * What a visitor can set without an account (the theme, the language), in the menu under the top bar's
 * settings button. Its code loads when the menu first opens, so it weighs nothing on a first visit.
 */
export function VisitorMenu({ id }: { id: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // The menu arrives after the button's popover looked for it: focus its current choice now.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, []);
  return (
    <Menu ref={ref} id={id} role="menu" aria-label={t('Settings')}>
      <ThemeSwitch />
      <LanguageSwitch />
    </Menu>
  );
}

/** Under the top bar at its right end: the button sits before Login and Register, so a menu
 * aligned to the button itself would run off a phone's left edge. */
const Menu = styled(MenuPanel)`
  position: fixed;
  top: ${({ theme }) => theme.layout.topBarHeight}px;
  right: 8px;
  width: min(280px, calc(100vw - 16px));
  border-radius: 12px;
`;
