import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { KinoraThemeProvider } from './theme/kinora-theme-provider';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <KinoraThemeProvider>
      <button onClick={() => setOpen(true)}>Open settings</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Settings"
        description="Change things"
      >
        <input aria-label="Name" />
        <button>Save</button>
      </Dialog>
    </KinoraThemeProvider>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that Escape closes, returning focus to the opener', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Change things');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes from the close button', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  function setup() {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <KinoraThemeProvider>
        <ConfirmDialog
          open
          title="Delete Comment"
          message="Are you sure you want to permanently delete this comment?"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </KinoraThemeProvider>,
    );
    return { onConfirm, onCancel, user: userEvent.setup() };
  }

  it('asks with title and message, focusing Cancel first', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Comment' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to permanently delete this comment?',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms and cancels', async () => {
    const { onConfirm, onCancel, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
