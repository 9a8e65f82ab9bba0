import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ArrowUpIcon } from '../../../lib/icons';

/**
 * Appears once the page has scrolled more than this many pixels: about a screenful on a phone,
 * so the button stays out of the way until getting back up would take real scrolling.
 */
export const SCROLL_TO_TOP_THRESHOLD = 300;

export function ScrollToTopButton() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <Floating
      type="button"
      aria-label={t('Scroll to top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </Floating>
  );
}

const Floating = styled.button`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 40;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  place-items: center;
  cursor: pointer;
  box-shadow: 0 6px 20px rgb(0 0 0 / 35%);

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
