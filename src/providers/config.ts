/**
 * Runtime configuration of the SPA, read from `GET /config.json` (ARCHITECTURE.md: one build serves
 * every environment). Shape:
 * `{ apiUrl, auth: { domain, clientId, audience, requiredPermission }, mapTileUrl? }`.
 */
import { fetchJson } from './earlyFetch';

export interface AppConfig {
  /** Base address of the API of spec §7, e.g. `/api/backoffice`. */
  apiUrl: string;
  auth: AuthConfig;
  /** Tile server for the activity map (used by later issues). */
  mapTileUrl?: string;
}

/** Identity provider settings: Auth0 (`tenant.eu.auth0.com`) or the embedded provider (a full URL). */
export interface AuthConfig {
  domain: string;
  clientId: string;
  audience: string;
  /** The access-token permission a staff member needs to use Club Beheer. */
  requiredPermission: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Checks an untrusted value against {@link AppConfig}.
 * @throws Error naming every missing or invalid field.
 */
export const parseConfig = (raw: unknown): AppConfig => {
  const root = isRecord(raw) ? raw : {};
  const auth = isRecord(root.auth) ? root.auth : {};
  const required: Record<string, unknown> = {
    apiUrl: root.apiUrl,
    'auth.domain': auth.domain,
    'auth.clientId': auth.clientId,
    'auth.audience': auth.audience,
    'auth.requiredPermission': auth.requiredPermission,
  };
  const invalid = Object.entries(required)
    .filter(([, value]) => !isFilled(value))
    .map(([name]) => name);
  if (root.mapTileUrl !== undefined && typeof root.mapTileUrl !== 'string') invalid.push('mapTileUrl');
  if (invalid.length > 0) throw new Error(`Invalid /config.json: missing or empty ${invalid.join(', ')}`);
  return {
    apiUrl: String(root.apiUrl),
    auth: {
      domain: String(auth.domain),
      clientId: String(auth.clientId),
      audience: String(auth.audience),
      requiredPermission: String(auth.requiredPermission),
    },
    ...(typeof root.mapTileUrl === 'string' ? { mapTileUrl: root.mapTileUrl } : {}),
  };
};

/**
 * Fetches (by default the boot script's response, providers/earlyFetch.ts) and validates
 * `/config.json` from the serving origin.
 * @throws Error when the file cannot be fetched (non-2xx) or is invalid.
 */
export const loadConfig = async (
  fetchImpl: (path: string) => Promise<Response> = fetchJson,
): Promise<AppConfig> => {
  const response = await fetchImpl('/config.json');
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  return parseConfig(await response.json());
};
