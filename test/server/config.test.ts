/** The environment as the server reads it (README "Environment variables"). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';

describe('configuration', () => {
  it('defaults to port 8080, the embedded provider and PGlite', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, publicUrl: 'http://localhost:8080', databaseUrl: undefined });
    expect(config.auth).toMatchObject({
      mode: 'embedded',
      domain: 'http://localhost:8080/idp',
      issuer: 'http://localhost:8080/idp/',
      requiredPermission: 'backoffice:access',
    });
  });

  it('asks a second factor of beheerders without demo data, of nobody with it, or of the roles STAFF_REQUIRE_2FA lists', () => {
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).staffRequire2fa).toEqual(['beheerder']);
    expect(loadConfig({}).staffRequire2fa).toEqual([]);
    expect(loadConfig({ SEED_DEMO_DATA: 'false', STAFF_REQUIRE_2FA: '' }).staffRequire2fa).toEqual([]);
    expect(loadConfig({ STAFF_REQUIRE_2FA: ' beheerder, penningmeester ,' }).staffRequire2fa).toEqual([
      'beheerder',
      'penningmeester',
    ]);
    expect(() => loadConfig({ STAFF_REQUIRE_2FA: 'beheerder,admin' })).toThrow(
      "STAFF_REQUIRE_2FA must list staff roles (beheerder, secretaris, redactie, penningmeester, lezer), not 'admin'",
    );
  });

  it('follows PORT in the public address', () => {
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a port number');
  });

  it('uses Auth0 when AUTH0_DOMAIN is set, and then needs the client id and audience', () => {
    const config = loadConfig({
      AUTH0_DOMAIN: 'club.eu.auth0.com',
      AUTH0_CLIENT_ID: 'abc',
      AUTH0_AUDIENCE: 'https://api',
    });
    expect(config.auth).toMatchObject({
      mode: 'auth0',
      domain: 'club.eu.auth0.com',
      issuer: 'https://club.eu.auth0.com/',
    });
    expect(() => loadConfig({ AUTH0_DOMAIN: 'club.eu.auth0.com' })).toThrow('AUTH0_CLIENT_ID is required');
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow('TRUST_PROXY');
  });

  it('sends mail only with SMTP_URL, which needs MAIL_FROM, and never repeats the URL in a refusal', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: ' ' }).mail).toBeUndefined();
    const url = 'smtps://club%40example.be:geheim@smtp.example.be:465';
    expect(loadConfig({ SMTP_URL: url, MAIL_FROM: 'Club Beheer <info@example.be>' }).mail).toEqual({
      smtpUrl: url,
      from: 'Club Beheer <info@example.be>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'info@example.be' }).mail?.from).toBe(
      'info@example.be',
    );
    expect(() => loadConfig({ SMTP_URL: url })).toThrow('MAIL_FROM is required when SMTP_URL is set');
    expect(() => loadConfig({ SMTP_URL: url, MAIL_FROM: 'info' })).toThrow('MAIL_FROM must be an address');
    // The whole refusal: it never repeats the URL, which may hold a password.
    const refusal = new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@host:465',
    );
    for (const wrong of ['https://user:geheim@smtp.example.be', 'smtp.example.be:587', 'smtp://'])
      expect(() => loadConfig({ SMTP_URL: wrong, MAIL_FROM: 'info@example.be' })).toThrow(refusal);
  });
});
