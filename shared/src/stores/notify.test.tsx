import { act, render, screen, waitFor } from '@testing-library/react';
import { ToastHost } from '../app/toast-host';
import { notify, TOAST_DURATIONS, TOAST_LIMIT } from './notify';

describe('notify', () => {
  it('keeps at most 20 toasts: success for 2 s, error and plain for 4 s', () => {
    expect(TOAST_LIMIT).toBe(20);
    expect(TOAST_DURATIONS).toMatchObject({ success: 2000, error: 4000, default: 4000 });
  });

  it('loads no container until something asks for a toast', async () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify.info('First news');
    });
    expect(await screen.findByText('First news')).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });

  it('shows toasts in the container and replaces a loading toast', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Subscribed!');
      notify('Plain news');
    });
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Plain news')).toBeInTheDocument();

    let id: string | number = '';
    act(() => {
      id = notify.loading('Adding video...');
    });
    expect(await screen.findByText('Adding video...')).toBeInTheDocument();
    act(() => notify.update(id, { type: 'success', message: 'Video added successfully!' }));
    expect(await screen.findByText('Video added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Adding video...')).not.toBeInTheDocument());
  });
});
