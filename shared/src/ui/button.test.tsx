import { render, screen } from '@testing-library/react';
import { Button, ButtonLink } from './button';
import { Link } from './link';
import { KinoraThemeProvider } from './theme/kinora-theme-provider';

const renderInTheme = (ui: React.ReactElement) =>
  render(<KinoraThemeProvider>{ui}</KinoraThemeProvider>);

describe('Button', () => {
  it('is a non-submitting button unless told otherwise', () => {
    renderInTheme(
      <form>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('renders as a link with the same look', () => {
    renderInTheme(
      <>
        <Button as={Link} to="/upload-video" $variant="secondary">
          Upload Video
        </Button>
        <ButtonLink to="/login">Login</ButtonLink>
      </>,
    );
    const upload = screen.getByRole('link', { name: 'Upload Video' });
    expect(upload).toHaveAttribute('href', '/upload-video');
    expect(upload).not.toHaveAttribute('type');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
