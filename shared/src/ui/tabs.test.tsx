import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LinkProvider, plainLinks } from './link';
import { LinkTabs, Tabs } from './tabs';
import { KinoraThemeProvider } from './theme/kinora-theme-provider';

function Harness() {
  const [tab, setTab] = useState<'content' | 'analytics'>('content');
  return (
    <KinoraThemeProvider>
      <Tabs
        label="Dashboard sections"
        tabs={[
          { id: 'content', label: 'My Content' },
          { id: 'analytics', label: 'Analytics' },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'content' ? 'Content panel' : 'Analytics panel'}
      </Tabs>
    </KinoraThemeProvider>
  );
}

describe('Tabs', () => {
  it('selects by click and by arrow keys, with the panel labelled by its tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Content' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'My Content' })).toHaveTextContent('Content panel');

    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(screen.getByRole('tabpanel', { name: 'Analytics' })).toHaveTextContent(
      'Analytics panel',
    );

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Content' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'My Content' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('tabindex', '-1');
  });
});

/*
 * jsdom lays nothing out: each tab is drawn 100 px wide side by side, in a bar 250 px wide, so
 * six tabs hide more than half of the row.
 */
function layOutTabs() {
  const isBar = (el: HTMLElement) => el.matches('[role="tablist"], nav');
  const tabsOf = (el: HTMLElement) => Array.from(el.parentElement?.children ?? []);
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isBar(this) ? this.children.length * 100 : 100;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isBar(this) ? 250 : 100;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isBar(this) ? 0 : tabsOf(this).indexOf(this) * 100;
  });
}

const SIX = ['Profile', 'Account', 'Security', 'Devices', 'Notifications', 'Blocked'] as const;

function Six({ initial }: { initial: (typeof SIX)[number] }) {
  const [tab, setTab] = useState<string>(initial);
  return (
    <KinoraThemeProvider>
      <Tabs
        label="Settings sections"
        tabs={SIX.map((id) => ({ id, label: id }))}
        value={tab}
        onChange={setTab}
      >
        {tab}
      </Tabs>
    </KinoraThemeProvider>
  );
}

describe('a tab bar wider than its room', () => {
  beforeEach(layOutTabs);

  it('fades the edge that hides tabs, on whichever side they are', () => {
    render(<Six initial="Profile" />);
    const bar = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(bar).toHaveAttribute('data-fade', 'end');

    bar.scrollLeft = 150;
    fireEvent.scroll(bar);
    expect(bar).toHaveAttribute('data-fade', 'both');

    bar.scrollLeft = 350;
    fireEvent.scroll(bar);
    expect(bar).toHaveAttribute('data-fade', 'start');
  });

  it('scrolls the bar, not the page, to the selected tab, clear of the fade', async () => {
    const user = userEvent.setup();
    render(<Six initial="Notifications" />);
    const bar = screen.getByRole('tablist', { name: 'Settings sections' });
    // Notifications spans 400–500: its end and the fade's room just fit the 250 px.
    expect(bar.scrollLeft).toBe(500 + 32 - 250);

    await user.click(screen.getByRole('tab', { name: 'Account' }));
    // Account spans 100–200; brought back with the fade's room before it.
    await waitFor(() => expect(bar.scrollLeft).toBe(100 - 32));
  });

  it('does the same for tabs that are pages', () => {
    render(
      <KinoraThemeProvider>
        <LinkProvider value={plainLinks('/settings/blocked')}>
          <LinkTabs
            label="Settings sections"
            tabs={SIX.map((id) => ({ to: `/settings/${id.toLowerCase()}`, label: id }))}
          />
        </LinkProvider>
      </KinoraThemeProvider>,
    );
    const bar = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(screen.getByRole('link', { name: 'Blocked' })).toHaveAttribute('aria-current', 'page');
    expect(bar.scrollLeft).toBe(600 + 32 - 250);
    expect(bar).toHaveAttribute('data-fade', 'start');
  });
});
