import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
  it('is a labelled modal dialog that Escape closes, returning focus to the opener', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    // Modal through the platform: the browser keeps focus in and makes the page behind inert.
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Change things');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers Escape even when focus has left its controls', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    // What a browser does when the focused control is disabled or removed.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a press on the backdrop, not on the panel', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Name' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    // A press on ::backdrop is dispatched to the <dialog> element itself.
    fireEvent.mouseDown(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from the close button', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** The nearest box around `element` that scrolls its content up and down. */
function scrollingBoxOf(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (['auto', 'scroll'].includes(getComputedStyle(box).overflowY)) return box;
  }
  return null;
}

describe('Dialog with a long form', () => {
  function LongForm() {
    return (
      <KinoraThemeProvider>
        <Dialog
          open
          onClose={() => undefined}
          title="Edit Video"
          description="Change what viewers see."
          actions={{ confirmLabel: 'Save' }}
          onSubmit={(event) => event.preventDefault()}
          error="Title and description are required."
        >
          {Array.from({ length: 12 }, (_, index) => (
            <input key={index} aria-label={`Field ${index + 1}`} />
          ))}
        </Dialog>
      </KinoraThemeProvider>
    );
  }

  it('scrolls only its fields: the title and the buttons stay in view', () => {
    render(<LongForm />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    const fields = scrollingBoxOf(within(dialog).getByRole('textbox', { name: 'Field 12' }));
    expect(fields).not.toBeNull();
    expect(dialog).toContainElement(fields);
    // The description and the form's error scroll with the fields.
    expect(fields).toContainElement(within(dialog).getByText('Change what viewers see.'));
    expect(fields).toContainElement(within(dialog).getByRole('alert'));
    for (const fixed of [
      within(dialog).getByRole('heading', { name: 'Edit Video' }),
      within(dialog).getByRole('button', { name: 'Close' }),
      within(dialog).getByRole('button', { name: 'Save' }),
      within(dialog).getByRole('button', { name: 'Cancel' }),
    ]) {
      expect(fields).not.toContainElement(fixed);
      expect(scrollingBoxOf(fixed)).toBeNull();
    }
  });

  it('is no taller than the window, so the buttons are on screen', () => {
    render(<LongForm />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    const panel = dialog.firstElementChild as HTMLElement;
    expect(getComputedStyle(panel).maxHeight).toMatch(/^calc\(100d?vh - \d+px\)$/);
    expect(getComputedStyle(panel).overflow).toBe('hidden');
  });

  it('submits its form from the Save button outside it', () => {
    render(<LongForm />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'submit');
    expect(save.closest('form')).toBeNull();
    expect(save).toHaveAttribute('form', dialog.querySelector('form')?.id);
  });
});

describe('ConfirmDialog', () => {
  function setup(busy = false) {
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
          busy={busy}
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

  it('stays open on Escape while busy', async () => {
    const { onCancel, user } = setup(true);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Delete Comment' })).toHaveAttribute('open');
  });
});
