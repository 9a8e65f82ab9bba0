import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KinoraThemeProvider } from '../ui/theme/kinora-theme-provider';
import { RemoteComponent } from './remote-component';
import { registerRemoteLoader } from './remote-loader';
import type { SaveToPlaylistDialogProps } from './types';

function FakeDialog({ videoId, open }: SaveToPlaylistDialogProps) {
  return <p>{open ? `Saving ${videoId}` : 'closed'}</p>;
}

const mount = () =>
  render(
    <KinoraThemeProvider>
      <RemoteComponent
        id="library/SaveToPlaylistDialog"
        label="the playlist dialog"
        props={{ videoId: 'v1', open: true, onClose: () => undefined }}
      />
    </KinoraThemeProvider>,
  );

let unregister: () => void = () => undefined;
afterEach(() => unregister());

describe('RemoteComponent', () => {
  it('loads the default export through the registered loader', async () => {
    const loader = jest.fn((_id: string) => Promise.resolve({ default: FakeDialog }));
    unregister = registerRemoteLoader(loader);
    mount();
    expect(await screen.findByText('Saving v1')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('library/SaveToPlaylistDialog');
  });

  it('shows a short message and loads again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('remoteEntry.js 404'))
      .mockResolvedValue({ default: FakeDialog });
    unregister = registerRemoteLoader(loader);
    mount();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the playlist dialog.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saving v1')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('fails visibly when the module has no component', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    unregister = registerRemoteLoader(() => Promise.resolve({ notDefault: 1 }));
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the playlist dialog.',
    );
  });
});
