import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, DEFAULT_AVATAR_URL } from './avatar';
import { KinoraThemeProvider } from './theme/kinora-theme-provider';

describe('Avatar', () => {
  it('shows the default avatar when there is no source or it fails to load', () => {
    const { rerender } = render(
      <KinoraThemeProvider>
        <Avatar src="" alt="ann's avatar" />
      </KinoraThemeProvider>,
    );
    expect(screen.getByRole('img', { name: "ann's avatar" })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR_URL,
    );

    rerender(
      <KinoraThemeProvider>
        <Avatar src="/media/avatars/ann.png" alt="ann's avatar" />
      </KinoraThemeProvider>,
    );
    const img = screen.getByRole('img', { name: "ann's avatar" });
    expect(img).toHaveAttribute('src', '/media/avatars/ann.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  });
});
