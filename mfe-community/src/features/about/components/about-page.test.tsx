import { apiUrl, fail, ok, renderWithProviders, setupApiServer } from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { AboutPage } from './about-page';
import type { SiteInfo } from '@kinora/shared';

const server = setupApiServer();

const site: SiteInfo = {
  name: 'Trainspotters',
  description: 'Videos of trains, by the people who film them.',
  rules: 'Be kind.\nEven to bus people.\n\n  \n\nNo spam.\n\n',
  registration: 'open',
  requireEmailVerification: false,
  sensitiveContent: 'blur',
};

function serveSite(info: SiteInfo) {
  server.use(http.get(apiUrl('/site'), () => ok(info)));
}

const renderAbout = () => renderWithProviders(<AboutPage />, { route: '/about', path: '/about' });

describe('AboutPage', () => {
  it('shows the site’s name, description and its rules a paragraph per blank line', async () => {
    serveSite(site);
    renderAbout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trainspotters' }),
    ).toBeInTheDocument();
    expect(screen.getByText(site.description)).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Rules' });
    const paragraphs = within(rules)
      .getAllByText(/./, { selector: 'p' })
      .map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(['Be kind.\nEven to bus people.', 'No spam.']);
    expect(document.title).toBe('About Trainspotters · Kinora');
  });

  it('says calmly that there are no rules when none are set', async () => {
    serveSite({ ...site, description: '', rules: '' });
    renderAbout();
    const rules = await screen.findByRole('region', { name: 'Rules' });
    expect(rules).toHaveTextContent('This site has not published rules yet.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to try again when the site cannot be read', async () => {
    server.use(http.get(apiUrl('/site'), () => fail(500, 'Internal Server Error')));
    const { user } = renderAbout();
    expect(
      await screen.findByText('Could not load the site’s description and rules.'),
    ).toBeInTheDocument();
    serveSite(site);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trainspotters' }),
    ).toBeInTheDocument();
  });
});
