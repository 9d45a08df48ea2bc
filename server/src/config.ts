/**
 * The server's configuration, read once from the environment and validated. Every variable is listed
 * in README.md. Throws an Error naming the variable when a value is malformed.
 */
import path from 'node:path';
import { STAFF_ROLES, type StaffRole } from './schemas/permissions';

export interface Config {
  /** TCP port of the one process (SPA, API, /media, /idp). */
  port: number;
  host: string;
  /** The address users type, without trailing slash, e.g. http://localhost:8080. */
  publicUrl: string;
  /** PostgreSQL connection string; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Folder for PGlite data and the embedded provider's signing keys (never committed). */
  dataDir: string;
  /** Seed demo data when the database is empty. */
  seedDemoData: boolean;
  auth: {
    /** 'auth0' when AUTH0_DOMAIN is set, else the embedded OpenID provider under /idp. */
    mode: 'auth0' | 'embedded';
    /** The SPA's `domain` for auth0-spa-js: a host name (Auth0) or a full URL (embedded). */
    domain: string;
    /** Expected `iss` of access tokens, with trailing slash. */
    issuer: string;
    clientId: string;
    audience: string;
    requiredPermission: string;
    /**
     * Longest lifetime of an access token, in seconds: the embedded provider issues them for this
     * long; the API refuses a token whose `iat` lies further in the past than this (plus the 60 s
     * leeway) or more than the leeway in the future. Auth0: its longest allowed API token lifetime.
     */
    accessTokenSeconds: number;
  };
  /**
   * Fastify's `trustProxy` from TRUST_PROXY: unset = false (the client address is the socket's peer);
   * `true`, a hop count, or a comma-separated list of addresses/CIDR ranges of trusted proxies.
   */
  trustProxy: boolean | number | string[];
  /** Tile URL template of the activity map; the one outside address the SPA may contact. */
  mapTileUrl: string;
  logLevel: string;
  /**
   * LOG_SQL_FILE: when set, every SQL statement the server sends is appended to this file (one JSON
   * line `{"sql", "params"}`), for `npm run bench` to replay the same queries. Off by default.
   */
  logSqlFile?: string;
  /**
   * Years after its last holder left or changed number before a stam number may go to another member
   * (TRIBE_NUMBER_REUSE_YEARS, default 5; docs/api/history.md "Stam numbers").
   */
  tribeNumberReuseYears: number;
  /**
   * Outgoing mail (services/mail): SMTP_URL, `smtp://` or `smtps://` with user and password in the URL
   * when the server wants them, e.g. `smtps://club%40example.be:secret@smtp.example.be:465`; unset: mail
   * stays queued in the outbox. MAIL_FROM, the sender (`Club Beheer <info@example.be>`), is required with it.
   */
  mail: { smtpUrl: string; from: string } | undefined;
  /**
   * STAFF_REQUIRE_2FA: the staff roles whose accounts must sign in with a second factor (embedded
   * provider), comma-separated; such an account without one enrols at its next sign-in. Default
   * `beheerder` without demo data, none with it (the demo accounts sign in with the README's password).
   */
  staffRequire2fa: StaffRole[];
}

/** Lifetime of the embedded provider's access tokens (1 h, like Auth0's SPA default). */
const EMBEDDED_ACCESS_TOKEN_SECONDS = 3600;
/** Auth0's longest configurable access token lifetime (30 days). */
const AUTH0_MAX_ACCESS_TOKEN_SECONDS = 30 * 86400;

/**
 * TRUST_PROXY → Fastify's `trustProxy`: unset/empty/`false` → false; `true` → true (any hop, only
 * behind a proxy that overwrites X-Forwarded-For); a whole number → that many hops; otherwise a
 * comma-separated list of addresses, CIDR ranges or proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal` (e.g. `loopback,10.0.0.0/8`). Throws an Error for anything else.
 */
function trustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const valid = /^(loopback|linklocal|uniquelocal|[\da-fA-F.:]+(\/\d{1,3})?)$/;
  if (list.length === 0 || list.some((item) => !valid.test(item)))
    throw new Error(
      'TRUST_PROXY must be true, a hop count or a comma-separated list of addresses/CIDR ranges',
    );
  return list;
}

/** A whole number ≥ 0 from `env[name]`, or `fallback` when unset. Throws an Error for anything else. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,3}$/.test(raw)) throw new Error(`${name} must be a whole number of years`);
  return Number(raw);
}

/**
 * SMTP_URL and MAIL_FROM as {@link Config.mail}: undefined when SMTP_URL is unset or empty. Throws an
 * Error when SMTP_URL is not an smtp:// or smtps:// URL with a host, or MAIL_FROM is missing or not an
 * address (`info@example.be` or `Name <info@example.be>`). The messages never repeat the URL (it may hold
 * a password).
 */
function mail(env: NodeJS.ProcessEnv): Config['mail'] {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(smtpUrl);
  } catch {
    url = undefined;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '')
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@host:465',
    );
  const from = env.MAIL_FROM?.trim() ?? '';
  if (!from) throw new Error('MAIL_FROM is required when SMTP_URL is set');
  if (!/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(from))
    throw new Error('MAIL_FROM must be an address, e.g. info@example.be or Club Beheer <info@example.be>');
  return { smtpUrl, from };
}

/** STAFF_REQUIRE_2FA as a list of roles ({@link Config.staffRequire2fa}); throws an Error naming an unknown role. */
function requiredSecondFactor(env: NodeJS.ProcessEnv, seedDemoData: boolean): StaffRole[] {
  const raw = env.STAFF_REQUIRE_2FA ?? (seedDemoData ? '' : 'beheerder');
  const roles = raw
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  const unknown = roles.find((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (unknown !== undefined)
    throw new Error(`STAFF_REQUIRE_2FA must list staff roles (${STAFF_ROLES.join(', ')}), not '${unknown}'`);
  return [...new Set(roles)] as StaffRole[];
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} must be a port number`);
  return value;
}

/** Reads the environment (`env`, default process.env). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const listenPort = port(env, 'PORT', 8080);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${listenPort}`).replace(/\/+$/, '');
  const auth0Domain = env.AUTH0_DOMAIN?.trim();
  const seedDemoData = env.SEED_DEMO_DATA !== 'false';
  const audience = env.AUTH0_AUDIENCE || 'https://club-beheer/api';
  const auth: Config['auth'] = auth0Domain
    ? {
        mode: 'auth0',
        domain: auth0Domain.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
        issuer: `https://${auth0Domain.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/`,
        clientId: required(env, 'AUTH0_CLIENT_ID'),
        audience: required(env, 'AUTH0_AUDIENCE'),
        requiredPermission: env.AUTH_REQUIRED_PERMISSION || 'backoffice:access',
        accessTokenSeconds: AUTH0_MAX_ACCESS_TOKEN_SECONDS,
      }
    : {
        mode: 'embedded',
        domain: `${publicUrl}/idp`,
        issuer: `${publicUrl}/idp/`,
        clientId: env.AUTH0_CLIENT_ID || 'club-beheer',
        audience,
        requiredPermission: env.AUTH_REQUIRED_PERMISSION || 'backoffice:access',
        accessTokenSeconds: EMBEDDED_ACCESS_TOKEN_SECONDS,
      };
  return {
    port: listenPort,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    seedDemoData,
    auth,
    trustProxy: trustProxy(env.TRUST_PROXY),
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    logLevel: env.LOG_LEVEL || 'info',
    logSqlFile: env.LOG_SQL_FILE || undefined,
    tribeNumberReuseYears: count(env, 'TRIBE_NUMBER_REUSE_YEARS', 5),
    mail: mail(env),
    staffRequire2fa: requiredSecondFactor(env, seedDemoData),
  };
}

/** The embedded database's folder: `<DATA_DIR>/pglite`. */
export function pgliteFolder(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'pglite');
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required when AUTH0_DOMAIN is set`);
  return value;
}
