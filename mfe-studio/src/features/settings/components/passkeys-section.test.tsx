import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { apiUrl, fail, makeId, ok, setupApiServer } from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { makePasskey, makeSecurity, renderSecurityPage } from './security-fixtures';

// The browser's WebAuthn prompt is the one thing a test cannot drive: the library that opens it
// answers as the browser would.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(),
  startRegistration: jest.fn(),
}));
const supportsWebAuthn = jest.mocked(browserSupportsWebAuthn);
const registration = jest.mocked(startRegistration);

const server = setupApiServer();

const CEREMONY = {
  challengeId: makeId(),
  options: { challenge: 'c2lnbi1tZQ', rp: { name: 'Kinora', id: 'localhost' } },
};
const ANSWER = {
  id: 'cred-1',
  rawId: 'cred-1',
  response: { clientDataJSON: 'e30', attestationObject: 'o2M' },
  clientExtensionResults: {},
  type: 'public-key' as const,
};

/** The browser's prompt refused the way WebAuthn says it: an error of that name. */
const browserError = (name: string) => Object.assign(new Error(`The operation ${name}.`), { name });

const laptop = makePasskey({ name: 'Work laptop', createdAt: '2026-10-28T09:00:00.000Z' });
const phone = makePasskey({ name: 'Phone', backedUp: true, lastUsedAt: null });

const passkeys = () => screen.findByRole('region', { name: 'Passkeys' });

beforeEach(() => {
  supportsWebAuthn.mockReturnValue(true);
});

describe('PasskeysSection', () => {
  it('lists each passkey with when it was added and used, synced ones marked', async () => {
    renderSecurityPage(server, makeSecurity({ passkeys: [laptop, phone] }));
    const list = await within(await passkeys()).findByRole('list', { name: 'Passkeys' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('Work laptop');
    expect(first).toHaveTextContent('Added Oct 28, 2026');
    expect(first).toHaveTextContent('Last used 1 day ago');
    expect(first).not.toHaveTextContent('Synced');
    expect(second).toHaveTextContent('Synced');
    expect(second).toHaveTextContent('Not used yet');
  });

  it('adds a passkey under the name given, confirmed by the password, with what the browser created', async () => {
    let body: unknown;
    let confirmation: unknown;
    server.use(
      http.post(apiUrl('/users/passkeys/registration-options'), async ({ request }) => {
        confirmation = await request.json();
        return ok(CEREMONY);
      }),
      http.post(apiUrl('/users/passkeys'), async ({ request }) => {
        body = await request.json();
        return ok(makePasskey({ name: 'Home desktop', lastUsedAt: null }), 201);
      }),
    );
    registration.mockResolvedValue(ANSWER);
    const { user } = renderSecurityPage(server, makeSecurity({ passkeys: [laptop] }));
    const section = await passkeys();
    expect(within(section).getByText(/cannot be phished/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the passkey a name.');
    await user.type(within(dialog).getByLabelText('Name'), '  Home desktop ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter your password to add a passkey.',
    );
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Passkey added.')).toBeInTheDocument();
    expect(confirmation).toEqual({ password: 'secret1' });
    expect(registration).toHaveBeenCalledWith({ optionsJSON: CEREMONY.options });
    expect(body).toEqual({
      challengeId: CEREMONY.challengeId,
      name: 'Home desktop',
      response: ANSWER,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const list = within(section).getByRole('list', { name: 'Passkeys' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Work laptop', 'Home desktop']);
  });

  it('says nothing alarming when the browser’s prompt is closed, and adds nothing', async () => {
    let added = false;
    server.use(
      http.post(apiUrl('/users/passkeys/registration-options'), () => ok(CEREMONY)),
      http.post(apiUrl('/users/passkeys'), () => {
        added = true;
        return ok(makePasskey(), 201);
      }),
    );
    registration.mockRejectedValue(browserError('NotAllowedError'));
    const { user } = renderSecurityPage(server);
    await user.click(within(await passkeys()).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText('Name'), 'Phone');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'No passkey was created. Continue to try again.',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(added).toBe(false);
    expect(within(await passkeys()).getByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('says so when this authenticator already holds a passkey of the account', async () => {
    server.use(http.post(apiUrl('/users/passkeys/registration-options'), () => ok(CEREMONY)));
    registration.mockRejectedValue(browserError('InvalidStateError'));
    const { user } = renderSecurityPage(server, makeSecurity({ passkeys: [laptop] }));
    await user.click(within(await passkeys()).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText('Name'), 'Laptop again');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This device or password manager already holds a passkey for your account.',
    );
  });

  it('explains instead of offering to add one where the browser has no WebAuthn', async () => {
    supportsWebAuthn.mockReturnValue(false);
    renderSecurityPage(server, makeSecurity({ passkeys: [laptop] }));
    const section = await passkeys();
    expect(
      within(section).queryByRole('button', { name: 'Add a passkey' }),
    ).not.toBeInTheDocument();
    expect(within(section).getByText(/This browser cannot create passkeys/)).toBeInTheDocument();
    // The passkeys there are can still be renamed and removed.
    expect(within(section).getByRole('button', { name: 'Remove Work laptop' })).toBeEnabled();
  });

  it('renames a passkey', async () => {
    let body: unknown;
    server.use(
      http.patch(apiUrl('/users/passkeys/:passkeyId'), async ({ request, params }) => {
        body = { id: params.passkeyId, ...((await request.json()) as object) };
        return ok({ ...laptop, name: 'Old laptop' });
      }),
    );
    const { user } = renderSecurityPage(server, makeSecurity({ passkeys: [laptop, phone] }));
    await user.click(within(await passkeys()).getByRole('button', { name: 'Rename Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Work laptop');
    await user.clear(name);
    await user.type(name, 'Old laptop{Enter}');

    expect(await screen.findByText('Passkey renamed.')).toBeInTheDocument();
    expect(body).toEqual({ id: laptop._id, name: 'Old laptop' });
    expect(screen.getByRole('listitem', { name: 'Old laptop' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Work laptop' })).not.toBeInTheDocument();
  });

  it('removes a passkey after asking', async () => {
    let removed = '';
    server.use(
      http.delete(apiUrl('/users/passkeys/:passkeyId'), ({ params }) => {
        removed = String(params.passkeyId);
        return ok({});
      }),
    );
    const { user } = renderSecurityPage(server, makeSecurity({ passkeys: [laptop, phone] }));
    const section = await passkeys();
    await user.click(within(section).getByRole('button', { name: 'Remove Phone' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent('“Phone” will no longer sign you in.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    expect(removed).toBe(phone._id);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    // Its row went with it: focus carries on from the section's own button.
    expect(within(section).getByRole('button', { name: 'Add a passkey' })).toHaveFocus();
  });

  it('keeps a passkey and says why when it cannot be removed', async () => {
    server.use(
      http.delete(apiUrl('/users/passkeys/:passkeyId'), () =>
        fail(400, 'Keep one way to sign in: add a password or another passkey first.'),
      ),
    );
    const { user } = renderSecurityPage(server, makeSecurity({ passkeys: [laptop] }));
    const section = await passkeys();
    await user.click(within(section).getByRole('button', { name: 'Remove Work laptop' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove this passkey?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    expect(
      await screen.findByText('Keep one way to sign in: add a password or another passkey first.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('listitem', { name: 'Work laptop' })).toBeInTheDocument();
  });
});
