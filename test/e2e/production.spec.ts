/**
 * The README's production path ("In production: the first start without demo data"), walked on a
 * server of its own: started with SEED_DEMO_DATA=false and no Auth0, it says how to make the first
 * beheerder; `npm run staff:add` makes one and prints the link; the link sets the password; the first
 * sign-in makes the beheerder set up the second factor (STAFF_REQUIRE_2FA defaults to beheerder without
 * demo data) and shows the recovery codes; the beheerder then invites a secretaris. The set-up and
 * recovery pages on a 360 px phone, in nl and en, fit and have no critical or serious axe finding.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { rootDir } from '../../server/src/app';
import { startServer } from '../server/serverProcess';
import { violations } from './axe';
import { expectFits } from './fit';
import { signIn } from './fixtures';

const run = promisify(execFile);

test('a club starts without demo data, adds its first beheerder from the shell, who signs in with a second factor and invites a secretaris', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-production-'));
  const env = (port: number) => ({ PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn' });
  const { server, port } = await startServer(dataDir, env, { serveBuild: true });
  const base = `http://localhost:${port}`;
  try {
    // 1. The start says how to make the first beheerder.
    expect(server.output()).toContain(
      'npm run staff:add -- --email <e-mail> --name "<name>" --role beheerder',
    );

    // 2. The first beheerder, from a second shell, as the README writes it.
    const email = 'ann.vermeulen@club.test';
    const added = await run(
      'npm',
      ['run', 'staff:add', '--', '--email', email, '--name', 'Ann Vermeulen', '--role', 'beheerder'],
      { cwd: rootDir, env: { ...process.env, DATA_DIR: dataDir, ...env(port) } },
    );
    const link = /http:\/\/localhost:\d+\/idp\/password\/[A-Za-z0-9_-]{43}/.exec(added.stdout)?.[0] ?? '';
    expect(link.startsWith(`${base}/idp/password/`)).toBe(true);

    // 3. The link sets the password.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(link);
    const password = 'de zolder vol grasparkieten';
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
    await page.getByLabel('Nieuw wachtwoord nog eens').fill(password);
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(page.getByRole('heading', { name: 'Wachtwoord ingesteld' })).toBeVisible();
    await page.getByRole('link', { name: 'Aanmelden bij Club Beheer' }).click();

    // 4. The first sign-in sets up the second factor.
    await signIn(page, { email, password, role: 'beheerder', name: 'Ann Vermeulen' });
    await expect(page.getByRole('heading', { name: 'Tweede factor instellen' })).toBeVisible();
    await expectFits(page, 'the second-factor set-up at 360 px');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible();
    await expectFits(page, 'the second-factor set-up in English at 360 px');
    expect(await violations(page)).toEqual([]);
    const secret = (await page.locator('code.secret').textContent())?.replaceAll(' ', '') ?? '';
    await page.getByLabel('Code from the app').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.keyboard.press('Enter');

    // 5. The recovery codes, then the application.
    await expect(page.getByRole('heading', { name: 'Recovery codes' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(10);
    await expectFits(page, 'the recovery codes at 360 px');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('button', { name: `Account van ${email}` })).toBeVisible();

    // 6. The beheerder invites a secretaris.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${base}/staff/create`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('bart.secretaris@club.test');
    await page.getByRole('textbox', { name: 'Naam' }).fill('Bart Claes');
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Secretaris' }).click();
    await page.getByRole('button', { name: 'Uitnodigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link om het wachtwoord in te stellen' });
    expect(await dialog.getByRole('textbox', { name: 'Link' }).inputValue()).toMatch(
      new RegExp(`^${base}/idp/password/[A-Za-z0-9_-]{43}$`),
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
});
