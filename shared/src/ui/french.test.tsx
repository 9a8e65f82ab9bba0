import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { inLanguage } from '../test-utils/language';
import { makeChannel, makeVideo } from '../test-utils/fixtures';
import { ChannelHeaderView } from './channel-header-view';
import { KinoraThemeProvider } from './theme/kinora-theme-provider';
import { VideoCard } from './video-card';
import { toCardProps } from './video-card-props';

// The kit speaks the interface's language: the same components, with the page in French.

inLanguage('fr');

const renderInFrench = (ui: React.ReactElement) =>
  render(
    <KinoraThemeProvider>
      <Suspense fallback="…">{ui}</Suspense>
    </KinoraThemeProvider>,
  );

test('a video card says its views and its watched share in French', async () => {
  const video = makeVideo({ views: 1, sensitive: true, resumePosition: 30, duration: 60 });
  renderInFrench(<VideoCard {...toCardProps(video)} />);
  expect(await screen.findByText(/^1 vue/)).toBeInTheDocument();
  expect(screen.getByText('Sensible')).toBeInTheDocument();
  // Found as the matcher reads it: the narrow no-break space before '%' as a space.
  expect(screen.getByText('Regardée à 50 %')).toBeInTheDocument();
});

test("a channel's header names its tabs and counts in French", async () => {
  const channel = makeChannel({ subscribersCount: 2, videosCount: 1 });
  renderInFrench(<ChannelHeaderView channel={channel} />);
  expect(
    await screen.findByRole('navigation', { name: 'Sections de la chaîne' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'À propos' })).toBeInTheDocument();
  expect(screen.getByText('2 abonnés')).toBeInTheDocument();
  expect(screen.getByText('1 vidéo')).toBeInTheDocument();
});
