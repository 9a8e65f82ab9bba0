import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { KinoraThemeProvider } from '../ui/theme/kinora-theme-provider';
import { GuardedBrowserRouter } from './guarded-browser-router';
import { useLeaveGuard } from './leave-guard';
import { Link, Route, Routes, useNavigate } from './router';

const GUARD = { title: 'Leave this page?', message: 'Your work will be lost.' };

function Editor() {
  const [dirty, setDirty] = useState(false);
  const { release } = useLeaveGuard(dirty, GUARD);
  const navigate = useNavigate();
  return (
    <>
      <h1>Editor</h1>
      <button onClick={() => setDirty(true)}>Type something</button>
      <button onClick={() => setDirty(false)}>Discard</button>
      <button
        onClick={() => {
          release();
          void navigate('/saved');
        }}
      >
        Save
      </button>
      <Link to="/">Home</Link>
    </>
  );
}

function renderSite() {
  window.history.replaceState(null, '', '/edit');
  return render(
    <KinoraThemeProvider>
      <GuardedBrowserRouter>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/saved" element={<h1>Saved page</h1>} />
          <Route path="/edit" element={<Editor />} />
        </Routes>
      </GuardedBrowserRouter>
    </KinoraThemeProvider>,
  );
}

const unloadIsAsked = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('GuardedBrowserRouter', () => {
  it('navigates freely while no page holds work', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(unloadIsAsked()).toBe(false);
  });

  it('asks before leaving a page with work: Stay keeps it, Leave goes', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    expect(unloadIsAsked()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('Your work will be lost.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/edit');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    // The page is gone, and its guard with it.
    expect(unloadIsAsked()).toBe(false);
  });

  it('lets go once the work is put away, and at once when the page releases it', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(unloadIsAsked()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Saved page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
