import { apiUrl, fail, ok, setupApiServer } from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { makeSecurity, RECOVERY_CODES, renderSecurityPage } from './security-fixtures';

// A 401 may also mean an expired access token: the client refreshes once and asks again, so a
// wrong password costs one refresh and ends with the server's message.
const server = setupApiServer(
  http.post(apiUrl('/users/refresh-token'), () => ok({ accessToken: 'fresh' })),
);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
// What a careless page would inject as markup: it must only ever be an image's source.
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" data-testid="qr-markup"><rect/></svg>';

const twoFactor = () => screen.findByRole('region', { name: 'Two-factor authentication' });
const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

/** Files handed to the browser's download, by name. */
function catchDownloads() {
  const files = new Map<string, Blob>();
  const blobs: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      blobs.push(blob);
      return `blob:codes-${blobs.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    const blob = blobs[Number(this.href.split('-').at(-1)) - 1];
    if (blob) files.set(this.download, blob);
  });
  return files;
}

describe('TwoFactorSection: turning it on', () => {
  it('goes from the password to the QR code and the first code, then shows the codes once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/users/two-factor/totp/setup'), async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        return body.password === 'secret1'
          ? ok({ secret: SECRET, otpauthUrl: 'otpauth://totp/x', qrCodeSvg: QR_SVG })
          : fail(401, 'Password is incorrect.');
      }),
      http.post(apiUrl('/users/two-factor/totp/enable'), async ({ request }) => {
        sent.push(await request.json());
        return ok({ recoveryCodes: RECOVERY_CODES });
      }),
    );
    const files = catchDownloads();
    const { user } = renderSecurityPage(server);
    const section = await twoFactor();
    expect(section).toHaveTextContent('Off: your password alone signs you in.');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));

    // The password first; a wrong one is said in the dialog.
    const dialog = await dialogNamed('Turn on two-factor authentication');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password is incorrect.');
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');

    // The QR code, as an image only, and the key to type by hand, in groups of four.
    const code = await within(dialog).findByLabelText('6-digit code');
    expect(code).toHaveFocus();
    const qr = within(dialog).getByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`,
    );
    expect(screen.queryByTestId('qr-markup')).not.toBeInTheDocument();
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    const copied = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(copied).toHaveBeenLastCalledWith(SECRET);
    expect(await screen.findByText('Key copied.')).toBeInTheDocument();

    // Not six digits: said before anything is sent.
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter the 6 digits your authenticator app shows now.',
    );
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    // The codes, shown this once, focused so a screen reader reads them next.
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(dialog).toHaveAccessibleName('Save your recovery codes');
    expect(codes).toHaveFocus();
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(sent).toEqual([
      // Sent again after the refresh a 401 sets off.
      { password: 'wrong' },
      { password: 'wrong' },
      { password: 'secret1' },
      { code: '123456' },
    ]);
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(copied).toHaveBeenLastCalledWith(RECOVERY_CODES.join('\n'));
    expect(await screen.findByText('Recovery codes copied.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    const file = files.get('rail-club-ann-recovery-codes.txt');
    expect(file).toBeDefined();
    const text = (await file?.text()) ?? '';
    expect(text).toContain('Recovery codes for ann on Rail Club (http://localhost)');
    expect(text).toContain(RECOVERY_CODES.join('\n'));

    await user.click(within(dialog).getByRole('button', { name: 'I saved my recovery codes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('On');
    expect(section).toHaveTextContent('10 recovery codes left.');
    // The Turn on button is gone: focus goes on in the section, not to the page's start.
    expect(within(section).getByRole('button', { name: 'New recovery codes' })).toHaveFocus();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('keeps the code step with the server’s message when the code is wrong', async () => {
    server.use(
      http.post(apiUrl('/users/two-factor/totp/setup'), () =>
        ok({ secret: SECRET, otpauthUrl: 'otpauth://totp/x', qrCodeSvg: QR_SVG }),
      ),
      http.post(apiUrl('/users/two-factor/totp/enable'), () =>
        fail(400, 'That code is not right. Check the time on your phone and try the next one.'),
      ),
    );
    const { user } = renderSecurityPage(server);
    await user.click(within(await twoFactor()).getByRole('button', { name: 'Turn on' }));
    const dialog = await dialogNamed('Turn on two-factor authentication');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');
    await user.type(await within(dialog).findByLabelText('6-digit code'), '000000{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That code is not right. Check the time on your phone and try the next one.',
    );
    expect(within(dialog).getByRole('button', { name: 'Turn on' })).toBeEnabled();
    expect(within(await twoFactor()).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});

describe('TwoFactorSection: turned on', () => {
  const on = makeSecurity({ totpEnabledAt: '2026-11-02T08:00:00.000Z', recoveryCodesLeft: 7 });

  it('says since when, and how many recovery codes are left', async () => {
    renderSecurityPage(server, on);
    const section = await twoFactor();
    expect(section).toHaveTextContent('Authenticator app turned on Nov 2, 2026.');
    expect(section).toHaveTextContent('7 recovery codes left.');
  });

  it('warns when few recovery codes are left', async () => {
    renderSecurityPage(server, { ...on, recoveryCodesLeft: 2 });
    expect(await twoFactor()).toHaveTextContent(
      'Only 2 recovery codes left. Make new ones before they run out.',
    );
  });

  it('makes new recovery codes with the password and shows them once', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/users/two-factor/recovery-codes'), async ({ request }) => {
        body = await request.json();
        return ok({ recoveryCodes: RECOVERY_CODES });
      }),
    );
    const { user } = renderSecurityPage(server, { ...on, recoveryCodesLeft: 1 });
    const section = await twoFactor();
    await user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    const dialog = await dialogNamed('Make new recovery codes?');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));

    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(body).toEqual({ password: 'secret1' });
    expect(section).toHaveTextContent('10 recovery codes left.');
    await user.click(within(dialog).getByRole('button', { name: 'I saved my recovery codes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'New recovery codes' })).toHaveFocus();
  });

  it('turns off with the password and a code from the app', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/users/two-factor/totp/disable'), async ({ request }) => {
        body = await request.json();
        return ok({});
      }),
    );
    const { user } = renderSecurityPage(server, on);
    const section = await twoFactor();
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Turn off two-factor authentication?',
    });
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.type(within(dialog).getByLabelText('6-digit code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
    expect(body).toEqual({ password: 'secret1', code: '654321' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn on' })).toHaveFocus();
  });

  it('turns off with a recovery code for a person without the app', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/users/two-factor/totp/disable'), async ({ request }) => {
        body = await request.json();
        return ok({});
      }),
    );
    const { user } = renderSecurityPage(server, on);
    await user.click(within(await twoFactor()).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Turn off two-factor authentication?',
    });
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    expect(within(dialog).queryByLabelText('6-digit code')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter one of your recovery codes.',
    );
    await user.type(within(dialog).getByLabelText('Recovery code'), ' 0000-aaaa ');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(body).toEqual({ password: 'secret1', recoveryCode: '0000-aaaa' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
  });

  it('stays on with the server’s message when the code is wrong', async () => {
    server.use(
      http.post(apiUrl('/users/two-factor/totp/disable'), () =>
        fail(401, 'That code is not right.'),
      ),
    );
    const { user } = renderSecurityPage(server, on);
    const section = await twoFactor();
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Turn off two-factor authentication?',
    });
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.type(within(dialog).getByLabelText('6-digit code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(section).toHaveTextContent('7 recovery codes left.');
  });
});
