import { type Caption } from '@kinora/shared';
import { renderWithProviders, inLanguage } from '@kinora/shared/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { NativePlayer } from './native-player';

jest.mock('hls.js/light', () => jest.requireActual<object>('../../../test/fake-hls'));

const ENGLISH_ONLY: Caption[] = [
  {
    id: 'c'.repeat(24),
    language: 'en',
    label: 'English',
    url: '/api/v1/media/captions/en.vtt',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

inLanguage('fr');
beforeEach(() => localStorage.clear());

describe('NativePlayer in French', () => {
  it('names its controls and menus in French, the language in Auto included', async () => {
    renderWithProviders(
      <NativePlayer
        videoId={'b'.repeat(24)}
        src="/media/v.mp4"
        poster="/media/t.jpg"
        title="Clip"
        captions={ENGLISH_ONLY}
      />,
    );

    // Label queries fold the narrow no-break space before a colon into a plain one; accessible
    // names keep it.
    expect(await screen.findByLabelText('Lecteur vidéo : Clip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lecture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vitesse de lecture\u202f: Normale' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Sous-titres\u202f: Désactivés' }));
    const menu = screen.getByRole('menu', { name: 'Sous-titres' });
    // No French captions: Auto says so, naming the language in French.
    expect(
      within(menu).getByRole('menuitemradio', { name: 'Auto (aucun en français)' }),
    ).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: 'Taille des sous-titres' })).toBeVisible();
  });
});
