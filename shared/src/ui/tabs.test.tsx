import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';
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
