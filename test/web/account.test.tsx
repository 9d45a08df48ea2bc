import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '../../server/src/schemas/account';
import { fakeApi, json } from './fakeApi';
import { renderApp } from './renderApp';

const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-defg-hjkm`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const wrongCode = json(
  { statusCode: 400, isSuccess: false, error: 'wrong', field: 'code', reason: 'wrongCode' },
  400,
);

/** The app at /account over a fake API whose account starts as `start` and follows the calls. */
const open = async (start: Account, lang: 'nl' | 'en' = 'nl') => {
  let account = start;
  const codeOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)).code as string;
  const api = fakeApi({
    'GET /Account': () => json(account),
    'GET /Notifications/total': json(0),
    'POST /Account/secondFactor': json({
      secret: SECRET,
      uri: 'otpauth://totp/x',
      qrCode: 'data:image/png;base64,iVBORw0KGgo=',
    }),
    'PUT /Account/secondFactor': (init) => {
      if (codeOf(init) !== '123456') return wrongCode;
      account = { ...account, secondFactor: true, recoveryCodesLeft: 10 };
      return json({ recoveryCodes: CODES });
    },
    'DELETE /Account/secondFactor': (init) => {
      if (codeOf(init) !== 'abc1-defg-hjkm') return wrongCode;
      account = { ...account, secondFactor: false, recoveryCodesLeft: 0 };
      return json(account);
    },
    'PUT /Account/password': (init) => {
      const { currentPassword, newPassword } = JSON.parse(String(init?.body));
      const refusal = (status: number, field: string, reason: string, more = {}) =>
        json({ statusCode: status, isSuccess: false, error: reason, field, reason, ...more }, status);
      if (currentPassword === 'te vaak fout') return refusal(429, '', 'tooManyAttempts', { retryAfter: 60 });
      if (currentPassword !== 'Parkiet2026!') return refusal(400, 'currentPassword', 'wrongPassword');
      if ([...newPassword].length < 12) return refusal(400, 'newPassword', 'tooShort');
      return json(account);
    },
    'POST /Account/recoveryCodes': (init) =>
      codeOf(init) === '654321'
        ? json({ recoveryCodes: CODES.map((code) => code.replace('abc', 'xyz')) })
        : wrongCode,
  });
  await renderApp('/account', { dataProvider: api.dataProvider, lang });
  return api;
};

const SECRETARY: Account = {
  name: 'Luc Desmet',
  email: 'secretaris@clubbeheer.test',
  role: 'secretaris',
  secondFactor: false,
  secondFactorRequired: false,
  recoveryCodesLeft: 0,
};

describe('Mijn account', { timeout: 20_000 }, () => {
  it('shows the account and sets up the second factor by keyboard: QR code, a code, then the recovery codes to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { sent } = await open(SECRETARY);
    expect(await screen.findByRole('heading', { name: 'Mijn account', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Luc Desmet')).toBeInTheDocument();
    expect(screen.getByText('Secretaris')).toBeInTheDocument();
    expect(screen.getByText('Uit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uitschakelen' })).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Instellen' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Tweede factor instellen' });
    expect(
      within(dialog).getByRole('img', {
        name: 'QR-code om Club Beheer aan een authenticator-app toe te voegen',
      }),
    ).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Code' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.keyboard('111111{Enter}');
    expect(await within(dialog).findByText('Deze code klopt niet of werd al gebruikt.')).toBeInTheDocument();
    await user.clear(field);
    await user.keyboard('123456{Enter}');

    const codes = await screen.findByRole('dialog', { name: 'Uw herstelcodes' });
    expect(within(codes).getByText(/Schrijf deze codes nu op/)).toBeInTheDocument();
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(within(codes).getByRole('button', { name: 'Kopiëren' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    await user.click(within(codes).getByRole('button', { name: 'Ik heb ze bewaard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Aan')).toBeInTheDocument();
    expect(screen.getByText('10 herstelcodes over')).toBeInTheDocument();
    expect(sent('PUT /Account/secondFactor').map((call) => call.json)).toEqual([
      { code: '111111' },
      { code: '123456' },
    ]);
  });

  it('changes the password by keyboard: the current one first, refusals under their field, the rule named', async () => {
    const user = userEvent.setup();
    const { sent } = await open(SECRETARY);
    (await screen.findByRole('button', { name: 'Wachtwoord wijzigen' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Uw wachtwoord wijzigen' });
    const current = within(dialog).getByLabelText(/Huidig wachtwoord/);
    const next = within(dialog).getByLabelText(/^Nieuw wachtwoord/);
    const repeat = within(dialog).getByLabelText(/Herhaal het nieuwe wachtwoord/);
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(within(dialog).getByText(/^Minstens 12 tekens/)).toBeInTheDocument();

    await user.keyboard('fout wachtwoord{Tab}grasparkiet op zolder{Tab}grasparkiet op zolder{Enter}');
    expect(await within(dialog).findByText('Dit is niet uw huidige wachtwoord.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await user.clear(current);
    await user.type(current, 'Parkiet2026!');
    await user.clear(repeat);
    await user.type(repeat, 'iets anders dan dat{Enter}');
    expect(await within(dialog).findByText(/De twee wachtwoorden verschillen/)).toBeInTheDocument();
    expect(sent('PUT /Account/password')).toHaveLength(1);

    await user.clear(next);
    await user.type(next, 'kort');
    await user.clear(repeat);
    await user.type(repeat, 'kort{Enter}');
    expect(
      await within(dialog).findByText('Dit wachtwoord is te kort: gebruik minstens 12 tekens.'),
    ).toBeInTheDocument();

    await user.clear(next);
    await user.type(next, 'grasparkiet op zolder');
    await user.clear(repeat);
    await user.type(repeat, 'grasparkiet op zolder{Enter}');
    expect(await screen.findByText('Uw wachtwoord is gewijzigd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('PUT /Account/password').at(-1)?.json).toEqual({
      currentPassword: 'Parkiet2026!',
      newPassword: 'grasparkiet op zolder',
    });
  });

  it('says how long to wait when the throttle locks, in English', async () => {
    const user = userEvent.setup();
    await open(SECRETARY, 'en');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await user.type(within(dialog).getByLabelText(/Current password/), 'te vaak fout');
    await user.type(within(dialog).getByLabelText(/^New password/), 'grasparkiet op zolder');
    await user.type(within(dialog).getByLabelText(/Repeat the new password/), 'grasparkiet op zolder{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Wait 60 seconds, then try again.',
    );
  });

  it('turns it off with a recovery code after asking for it', async () => {
    const user = userEvent.setup();
    const { sent } = await open({ ...SECRETARY, secondFactor: true, recoveryCodesLeft: 9 });
    await user.click(await screen.findByRole('button', { name: 'Uitschakelen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tweede factor uitschakelen' });
    expect(sent('DELETE /Account/secondFactor')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'abc1-defg-hjkm');
    await user.click(within(dialog).getByRole('button', { name: 'Uitschakelen' }));
    expect(await screen.findByText('Uit')).toBeInTheDocument();
    expect(sent('DELETE /Account/secondFactor')).toHaveLength(1);
  });

  it('in English: the role translated, no turning off when the role requires it, new recovery codes', async () => {
    const user = userEvent.setup();
    await open(
      {
        ...SECRETARY,
        role: 'beheerder',
        secondFactor: true,
        secondFactorRequired: true,
        recoveryCodesLeft: 3,
      },
      'en',
    );
    expect(await screen.findByRole('heading', { name: 'My account', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText(/Your role must have a second factor/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '654321{Enter}');
    const codes = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(within(codes).getAllByRole('listitem')[0]).toHaveTextContent('xyz0-defg-hjkm');
  });
});
