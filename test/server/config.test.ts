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
});
