import { apiUrl, fail, ok, renderWithProviders, setupApiServer } from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { CaptionsSection } from './captions-section';
import type { Caption } from '@kinora/shared';

const server = setupApiServer();
const videoId = 'a'.repeat(24);

const english: Caption = {
  id: 'c'.repeat(24),
  language: 'en',
  label: 'English',
  url: '/api/v1/media/captions/en.vtt',
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function openSection(captions: Caption[]) {
  server.use(http.get(apiUrl('/videos/:videoId/captions'), () => ok(captions)));
  const view = renderWithProviders(<CaptionsSection videoId={videoId} />);
  await view.user.click(screen.getByRole('button', { name: 'Manage captions' }));
  return view;
}

describe('CaptionsSection', () => {
  it('adds captions from a file, with a language and a label', async () => {
    const sent: { language: string; label: FormDataEntryValue | null; hasFile: boolean }[] = [];
    server.use(
      http.put(apiUrl('/videos/:videoId/captions/:language'), async ({ request, params }) => {
        const form = await request.formData();
        // jsdom's FormData reaches msw with the file as text: that the part is there is what
        // this side can see.
        sent.push({
          language: String(params.language),
          label: form.get('label'),
          hasFile: form.has('file'),
        });
        return ok({ ...english, id: 'd'.repeat(24), language: 'fr', label: 'VF' });
      }),
    );
    const { user } = await openSection([]);
    expect(await screen.findByText('No captions yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    await user.type(screen.getByLabelText('Label (optional)'), 'VF');
    await user.upload(
      screen.getByLabelText('Caption file', { exact: false }),
      new File(['1\n00:00:01,000 --> 00:00:02,000\nSalut\n'], 'fr.srt'),
    );
    await user.click(screen.getByRole('button', { name: 'Add captions' }));
    expect(await screen.findByLabelText('French (fr)')).toHaveValue('VF');
    expect(sent).toEqual([{ language: 'fr', label: 'VF', hasFile: true }]);
  });

  it('shows the server’s message, line included, for a refused file', async () => {
    server.use(
      http.put(apiUrl('/videos/:videoId/captions/:language'), () =>
        fail(400, 'Line 6: the cue ends before it starts.'),
      ),
    );
    const { user } = await openSection([]);
    await screen.findByText('No captions yet.');
    await user.upload(
      screen.getByLabelText('Caption file', { exact: false }),
      new File(['WEBVTT'], 'bad.vtt'),
    );
    await user.click(screen.getByRole('button', { name: 'Add captions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 6: the cue ends before it starts.',
    );
  });

  it('renames, replaces and deletes a language’s captions', async () => {
    const calls: string[] = [];
    server.use(
      http.patch(apiUrl('/videos/:videoId/captions/:language'), async ({ request }) => {
        const { label } = (await request.json()) as { label: string };
        calls.push(`rename ${label}`);
        return ok({ ...english, label });
      }),
      http.put(apiUrl('/videos/:videoId/captions/:language'), ({ params }) => {
        calls.push(`replace ${String(params.language)}`);
        return ok({ ...english, id: 'e'.repeat(24), label: 'English (CC)' });
      }),
      http.delete(apiUrl('/videos/:videoId/captions/:language'), ({ params }) => {
        calls.push(`delete ${String(params.language)}`);
        return ok({ language: params.language });
      }),
    );
    const { user } = await openSection([english]);
    const field = await screen.findByLabelText('English (en)');
    await user.clear(field);
    await user.type(field, 'English (CC)');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('button', { name: 'Delete English (CC)' })).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Replace the English (CC) file'),
      new File(['WEBVTT'], 'en.vtt'),
    );
    await screen.findByRole('button', { name: 'Delete English (CC)' });
    await user.click(screen.getByRole('button', { name: 'Delete English (CC)' }));
    expect(await screen.findByText('No captions yet.')).toBeInTheDocument();
    expect(calls).toEqual(['rename English (CC)', 'replace en', 'delete en']);
    const section = screen.getByRole('region', { name: 'Subtitles/CC' });
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});
