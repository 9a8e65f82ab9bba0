import {
  apiUrl,
  fail,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ProfileSettingsPage } from './profile-settings-page';
import type { UpdateAccountRequest } from '@kinora/shared';

const ann = makeUser({
  username: 'ann',
  fullName: 'Ann Lee',
  links: [{ title: 'Blog', url: 'https://ann.example.org/' }],
});
const server = setupApiServer();

function renderPage() {
  const sent: UpdateAccountRequest[] = [];
  server.use(
    http.get(apiUrl('/users/current-user'), () => ok(ann)),
    http.patch(apiUrl('/users/update-account'), async ({ request }) => {
      const body = (await request.json()) as UpdateAccountRequest;
      sent.push(body);
      return ok({ ...ann, ...body });
    }),
  );
  const result = renderWithProviders(<ProfileSettingsPage />, {
    route: '/settings/profile',
    session: ann,
  });
  return { ...result, sent };
}

describe('Profile settings: links', () => {
  it('adds a link, refuses an address that is not http(s), then saves the whole list', async () => {
    const { user, sent } = renderPage();
    const blog = await screen.findByRole('group', { name: 'Link 1' });
    expect(within(blog).getByLabelText('Title')).toHaveValue('Blog');
    expect(within(blog).getByLabelText('URL')).toHaveValue('https://ann.example.org/');

    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const shop = screen.getByRole('group', { name: 'Link 2' });
    await user.type(within(shop).getByLabelText('Title'), 'Shop');
    await user.type(within(shop).getByLabelText('URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      within(shop).getByText('Enter a web address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(shop).getByLabelText('URL'));
    await user.type(within(shop).getByLabelText('URL'), ' https://shop.example.org ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        links: [
          { title: 'Blog', url: 'https://ann.example.org/' },
          { title: 'Shop', url: 'https://shop.example.org' },
        ],
      },
    ]);
  });

  it('removes a link, and allows five at most', async () => {
    const { user, sent } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove link 1' }));
    expect(screen.queryByRole('group', { name: 'Link 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ links: [] }]);

    for (let i = 0; i < 5; i += 1)
      await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getAllByRole('group', { name: /^Link \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add link' })).not.toBeInTheDocument();
    expect(screen.getByText('You can show up to 5 links.')).toBeInTheDocument();
  });

  it('shows what the server refused', async () => {
    const { user } = renderPage();
    server.use(
      http.patch(apiUrl('/users/update-account'), () =>
        fail(400, 'Link 1 must be an http:// or https:// web address.'),
      ),
    );
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'My blog');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Link 1 must be an http:// or https:// web address.'),
    ).toBeInTheDocument();
  });
});
