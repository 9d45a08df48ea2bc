import { loadConfig, parseConfig } from '../../src/providers/config';

const valid = {
  apiUrl: '/api/backoffice',
  auth: {
    domain: 'http://localhost:8080/idp',
    clientId: 'club-beheer',
    audience: 'https://club-beheer/api',
    requiredPermission: 'backoffice:access',
  },
  mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
};

describe('config', () => {
  it('accepts the served configuration', () => {
    expect(parseConfig(valid)).toEqual(valid);
  });

  it('names every missing or empty field', () => {
    expect(() => parseConfig({ apiUrl: '', auth: { domain: 'tenant.eu.auth0.com' } })).toThrow(
      'missing or empty apiUrl, auth.clientId, auth.audience, auth.requiredPermission',
    );
    expect(() => parseConfig(null)).toThrow(/apiUrl, auth.domain/);
  });

  it('fetches /config.json and fails clearly when it is not served', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(valid), { status: 200 }));
    await expect(loadConfig(fetchMock)).resolves.toEqual(valid);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/config.json');
    await expect(loadConfig(async () => new Response('', { status: 502 }))).rejects.toThrow('answered 502');
  });
});
