import { useSession, type SiteInfo, type UpdateAccountRequest, type User } from '@kinora/shared';
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
import { AccountSettingsPage } from './account-settings-page';

const site: SiteInfo = {
  name: 'Kinora',
  description: '',
  rules: '',
  registration: 'open',
  sensitiveContent: 'hide',
  requireEmailVerification: false,
};
const server = setupApiServer(http.get(apiUrl('/site'), () => ok(site)));

/** Serves the account and answers its updates as the server would, keeping each body sent. */
function renderPage(account: User) {
  const sent: UpdateAccountRequest[] = [];
  server.use(
    http.get(apiUrl('/users/current-user'), () => ok(account)),
    http.patch(apiUrl('/users/update-account'), async ({ request }) => {
      const body = (await request.json()) as UpdateAccountRequest;
      sent.push(body);
      return ok<User>({ ...account, ...body, sensitiveContent: body.sensitiveContent ?? null });
    }),
  );
  const view = renderWithProviders(<AccountSettingsPage />, {
    route: '/settings/account',
    session: account,
  });
  return { ...view, sent };
}

const section = () => screen.findByRole('region', { name: 'Sensitive videos' });

describe('AccountSettingsPage: sensitive videos', () => {
  it('offers the four choices, naming the site’s, with the account’s own checked', async () => {
    renderPage(makeUser({ sensitiveContent: 'show' }));
    const region = await section();
    const group = within(region).getByRole('group', { name: 'How to show sensitive videos' });
    expect(within(group).getByRole('radio', { name: 'Show them' })).toBeChecked();
    expect(
      await within(group).findByRole('radio', { name: "Use the site's setting (Hide)" }),
    ).not.toBeChecked();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['blur', 'show', 'hide', 'site']);
    expect(within(group).getByRole('radio', { name: 'Blur and warn me' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Hide them' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the choice and the session follows it', async () => {
    const { user, sent } = renderPage(makeUser({ sensitiveContent: null }));
    const region = await section();
    expect(
      await within(region).findByRole('radio', { name: "Use the site's setting (Hide)" }),
    ).toBeChecked();
    await user.click(within(region).getByRole('radio', { name: 'Blur and warn me' }));
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sensitive video setting saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ sensitiveContent: 'blur' }]);
    expect(useSession.getState().user?.sensitiveContent).toBe('blur');
    expect(within(region).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('goes back to the site’s setting by sending null', async () => {
    const { user, sent } = renderPage(makeUser({ sensitiveContent: 'show' }));
    const region = await section();
    await user.click(
      await within(region).findByRole('radio', { name: "Use the site's setting (Hide)" }),
    );
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sensitive video setting saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ sensitiveContent: null }]);
    expect(useSession.getState().user?.sensitiveContent).toBeNull();
  });

  it('keeps the choice and says why when the save fails', async () => {
    const { user } = renderPage(makeUser({ sensitiveContent: null }));
    server.use(http.patch(apiUrl('/users/update-account'), () => fail(500, 'Server error')));
    const region = await section();
    await user.click(within(region).getByRole('radio', { name: 'Hide them' }));
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByRole('alert')).toBeInTheDocument();
    expect(within(region).getByRole('radio', { name: 'Hide them' })).toBeChecked();
    expect(useSession.getState().user?.sensitiveContent).toBeNull();
  });
});
