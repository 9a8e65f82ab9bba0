import {
  apiUrl,
  makePost,
  makePublicUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
  inLanguage,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { CommunityPage } from './features/feed/components/community-page';

const server = setupApiServer();

inLanguage('fr');

describe('the community pages in French', () => {
  it('shows the feed with its own texts and plurals in French', async () => {
    const ann = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
    server.use(
      http.get(apiUrl('/tweets'), () =>
        ok(
          page([
            makePost({ owner: ann, content: 'First post', replyCount: 1 }),
            makePost({ owner: ann, content: 'Second post', replyCount: 3 }),
          ]),
        ),
      ),
    );
    renderWithProviders(<CommunityPage />, { route: '/community', path: '/community' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Communauté' }),
    ).toBeInTheDocument();
    const posts = await screen.findByRole('list', { name: 'Posts' });
    expect(within(posts).getByRole('link', { name: '1 réponse' })).toBeInTheDocument();
    expect(within(posts).getByRole('link', { name: '3 réponses' })).toBeInTheDocument();
    expect(document.title).toBe('Communauté · Kinora');
  });

  it('says an empty feed is quiet, in French', async () => {
    server.use(http.get(apiUrl('/tweets'), () => ok(page([]))));
    renderWithProviders(<CommunityPage />, { route: '/community', path: '/community' });

    expect(await screen.findByText('Le fil est calme')).toBeInTheDocument();
    // The narrow no-break space before '!' reads as a space to Testing Library's text matcher.
    expect(
      screen.getByText(
        /^Il n’y a encore aucun post\. Connectez-vous pour voir un fil personnalisé\s!$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });
});
