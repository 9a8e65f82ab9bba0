import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { EXTERNAL_LINK_REL, RichText, TimestampSeekProvider } from './rich-text';

describe('RichText', () => {
  it('draws addresses as links to a new tab that nobody here vouches for', () => {
    renderWithProviders(<RichText text="see https://example.com/x. and www.example.org" />);
    const link = screen.getByRole('link', { name: 'https://example.com/x' });
    expect(link).toHaveAttribute('href', 'https://example.com/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(EXTERNAL_LINK_REL).toBe('nofollow ugc noopener noreferrer');
    expect(screen.getByRole('link', { name: 'www.example.org' })).toHaveAttribute(
      'href',
      'https://www.example.org/',
    );
  });

  it('opens the site’s own pages in the app', async () => {
    const { user, router } = renderWithProviders(
      <RichText text={`more in ${window.location.origin}/watch/abc?t=5 here`} />,
    );
    const link = screen.getByRole('link', { name: `${window.location.origin}/watch/abc?t=5` });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/watch/abc');
    expect(router.state.location.search).toBe('?t=5');
  });

  it('keeps everything else as text, markup and refused schemes included', () => {
    const { container } = renderWithProviders(
      <p>
        <RichText text={'<b>bold</b> javascript:alert(1) ann@example.com\nat 1:23'} />
      </p>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>bold</b> javascript:alert(1) ann@example.com\nat 1:23');
  });

  it('makes timestamps buttons that seek where a player offers it', async () => {
    const seekTo = jest.fn();
    const { user } = renderWithProviders(
      <TimestampSeekProvider value={{ seekTo, duration: 120 }}>
        <RichText text="best bit 1:23, then 0:03; not 5:00 or 1:2" />
      </TimestampSeekProvider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '1:23',
      '0:03',
    ]);
    await user.click(screen.getByRole('button', { name: '0:03' }));
    expect(seekTo).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: '1:23' }));
    expect(seekTo).toHaveBeenLastCalledWith(83);
  });

  it('takes every timestamp when the length is unknown', () => {
    renderWithProviders(
      <TimestampSeekProvider value={{ seekTo: jest.fn(), duration: null }}>
        <RichText text="9:59:59" />
      </TimestampSeekProvider>,
    );
    expect(screen.getByRole('button', { name: '9:59:59' })).toBeInTheDocument();
  });
});
