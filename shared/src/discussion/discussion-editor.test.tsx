import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KinoraThemeProvider } from '@kinora/shared';
import { DiscussionEditor } from './discussion-editor';

function renderEditor(onSave = jest.fn(() => Promise.resolve(true))) {
  const onClose = jest.fn();
  render(
    <KinoraThemeProvider>
      <DiscussionEditor
        label="Edit comment"
        initialContent="First words"
        emptyMessage="Comment cannot be empty."
        onSave={onSave}
        onClose={onClose}
      />
    </KinoraThemeProvider>,
  );
  return { user: userEvent.setup(), onSave, onClose, box: screen.getByRole('textbox') };
}

describe('DiscussionEditor', () => {
  it('opens focused on the text and saves it trimmed, with Ctrl+Enter too', async () => {
    const { user, onSave, onClose, box } = renderEditor();
    expect(box).toHaveAccessibleName('Edit comment');
    expect(box).toHaveFocus();
    await user.type(box, ' and more  {Control>}{Enter}{/Control}');
    expect(onSave).toHaveBeenCalledWith('First words and more');
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses blank text in place and closes on unchanged text without saving', async () => {
    const { user, onSave, onClose, box } = renderEditor();
    await user.clear(box);
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Comment cannot be empty.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'First words ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with the draft when saving fails, and Escape cancels', async () => {
    const { user, onClose, box } = renderEditor(jest.fn(() => Promise.resolve(false)));
    await user.type(box, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(box).toHaveValue('First words!');
    expect(onClose).not.toHaveBeenCalled();
    await user.type(box, '{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
