import { type VideoVisibility } from '@kinora/shared';
import { useForm } from '@kinora/shared/forms';
import { renderWithProviders } from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { makeFile } from '../test/make-file';
import { KEEP_THUMBNAIL_HINT, THUMBNAIL_LABEL, VideoDetailsFields } from './video-details-fields';

interface Values {
  title: string;
  description: string;
  visibility: VideoVisibility;
  thumbnail: File | null;
}

/** A form around the fields, as the upload page and the edit dialog each have one. */
function Harness({ editing }: { editing: boolean }) {
  const form = useForm<Values>({
    title: editing ? 'Old title' : '',
    description: editing ? 'Old words' : '',
    visibility: editing ? 'unlisted' : 'public',
    thumbnail: null,
  });
  return (
    <form aria-label="Video">
      <VideoDetailsFields
        title={form.field('title')}
        description={form.field('description')}
        visibility={form.values.visibility}
        onVisibilityChange={(visibility) => form.setValue('visibility', visibility)}
        thumbnail={form.values.thumbnail}
        onThumbnailChange={(file) => form.setValue('thumbnail', file)}
        currentThumbnail={
          editing ? <img src="/media/thumbnails/old.jpg" alt="Current thumbnail" /> : undefined
        }
        videoFile={editing ? undefined : <input type="file" aria-label="Video File" />}
        disabled={false}
      >
        {editing ? <input type="checkbox" aria-label="Sensitive content" /> : null}
      </VideoDetailsFields>
    </form>
  );
}

/** The form's controls by their names, in the order a person tabs through them. */
const controlNames = () =>
  Array.from(
    screen
      .getByRole('form', { name: 'Video' })
      .querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        'input, textarea, select',
      ),
  ).map((control) => control.getAttribute('aria-label') ?? control.labels?.[0]?.textContent ?? '');

describe('VideoDetailsFields', () => {
  it('asks an upload for every field, the thumbnail beside the video file', () => {
    renderWithProviders(<Harness editing={false} />);
    expect(controlNames()).toEqual([
      'Video Title',
      'Description',
      'Visibility',
      'Video File',
      THUMBNAIL_LABEL,
    ]);
    expect(screen.getByLabelText('Video Title')).toBeRequired();
    expect(screen.getByLabelText('Description')).toBeRequired();
    expect(screen.getByLabelText(THUMBNAIL_LABEL)).toBeRequired();
    expect(screen.getByLabelText(THUMBNAIL_LABEL)).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('combobox', { name: 'Visibility' })).toHaveAccessibleDescription(
      'Everyone can find and watch it.',
    );
  });

  it('lays out an edit the same way, its own fields after the visibility', () => {
    renderWithProviders(<Harness editing />);
    expect(controlNames()).toEqual([
      'Video Title',
      'Description',
      'Visibility',
      'Sensitive content',
      THUMBNAIL_LABEL,
    ]);
    expect(screen.getByLabelText('Video Title')).toHaveValue('Old title');
    expect(screen.getByRole('combobox', { name: 'Visibility' })).toHaveValue('unlisted');
    // An edit keeps the current thumbnail unless another is chosen.
    expect(screen.getByLabelText(THUMBNAIL_LABEL)).not.toBeRequired();
    expect(screen.getByLabelText(THUMBNAIL_LABEL)).toHaveAccessibleDescription(KEEP_THUMBNAIL_HINT);
  });

  it('tells what the visibility means as it changes', async () => {
    const { user } = renderWithProviders(<Harness editing={false} />);
    const visibility = screen.getByRole('combobox', { name: 'Visibility' });
    await user.selectOptions(visibility, 'private');
    expect(visibility).toHaveAccessibleDescription('Only you can watch it.');
  });

  it('previews a chosen thumbnail in place of the current one, and Undo brings it back', async () => {
    const { user } = renderWithProviders(<Harness editing />);
    expect(screen.getByRole('img', { name: 'Current thumbnail' })).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(THUMBNAIL_LABEL),
      makeFile('new.png', 2048, 'image/png'),
    );
    const preview = screen.getByRole('img', { name: 'Preview of new.png' });
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.queryByRole('img', { name: 'Current thumbnail' })).not.toBeInTheDocument();
    const chosen = preview.parentElement as HTMLElement;
    expect(within(chosen).getByText('new.png')).toBeInTheDocument();

    await user.click(within(chosen).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('img', { name: 'Preview of new.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current thumbnail' })).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>(THUMBNAIL_LABEL).files).toHaveLength(0);
  });
});
