import { render, screen } from '@testing-library/react';
import { LinkProvider, NavLink } from '../ui/link';
import { MemoryRouter } from './router';
import { ROUTER_LINKS } from './router-links';

describe('the kit’s links under the apps’ provider', () => {
  it('are the router’s links', () => {
    render(
      <MemoryRouter initialEntries={['/channel/ann']}>
        <LinkProvider value={ROUTER_LINKS}>
          <NavLink to="/channel/ann" end>
            Videos
          </NavLink>
          <NavLink to="/channel/ann/community">Community</NavLink>
        </LinkProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Community' })).not.toHaveAttribute('aria-current');
  });
});
