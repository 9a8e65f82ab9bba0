import { render, screen } from '@testing-library/react';
import { Link, LinkProvider, NavLink, plainLinks } from './link';

describe('the kit’s links', () => {
  it('are plain anchors without a router, the current page marked as the router marks it', () => {
    render(
      <LinkProvider value={plainLinks('/channel/ann/community')}>
        <NavLink to="/channel/ann" end>
          Videos
        </NavLink>
        <NavLink to="/channel/ann/community">Community</NavLink>
        <NavLink to="/channel">Channels</NavLink>
        <Link to="/watch/abc">Watch</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Videos' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Channels' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Watch' })).toHaveAttribute('href', '/watch/abc');
  });
});
