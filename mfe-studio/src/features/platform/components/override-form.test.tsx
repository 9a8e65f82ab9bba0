import { apiUrl, fail, ok, renderWithProviders, setupApiServer } from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { OverrideForm, URL_REQUIRED } from './override-form';

const server = setupApiServer();
const REMOTES = ['watch', 'community', 'studio', 'library'];
const PREVIEW = 'https://preview.example.org/studio/mf-manifest.json';

function renderForm() {
  const reloadPage = jest.fn();
  const view = renderWithProviders(<OverrideForm remotes={REMOTES} reloadPage={reloadPage} />);
  return { ...view, reloadPage };
}

describe('OverrideForm', () => {
  it('sets the override for the chosen remote, then loads the page again', async () => {
    let body: unknown = null;
    server.use(
      http.put(apiUrl('/platform/override'), async ({ request }) => {
        body = await request.json();
        return ok(body);
      }),
    );
    const { user, reloadPage } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'studio' }));
    await user.type(screen.getByLabelText('Manifest URL'), PREVIEW);
    await user.click(screen.getByRole('button', { name: 'Load in this browser' }));
    await screen.findByRole('button', { name: 'Loading...' });
    expect(body).toEqual({ remote: 'studio', url: PREVIEW });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('asks for a full http(s) address before sending anything', async () => {
    let sent = false;
    server.use(
      http.put(apiUrl('/platform/override'), () => {
        sent = true;
        return ok({});
      }),
    );
    const { user, reloadPage } = renderForm();
    await user.type(screen.getByLabelText('Manifest URL'), 'preview/mf-manifest.json');
    await user.click(screen.getByRole('button', { name: 'Load in this browser' }));
    expect(screen.getByLabelText('Manifest URL')).toHaveAccessibleDescription(URL_REQUIRED);
    expect(sent).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and stays on the page', async () => {
    server.use(
      http.put(apiUrl('/platform/override'), () =>
        fail(403, 'Only the site’s administrators can do this.'),
      ),
    );
    const { user, reloadPage } = renderForm();
    await user.type(screen.getByLabelText('Manifest URL'), PREVIEW);
    await user.click(screen.getByRole('button', { name: 'Load in this browser' }));
    expect(await screen.findByText('Only the site’s administrators can do this.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load in this browser' })).toBeEnabled();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
