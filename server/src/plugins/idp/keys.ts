/**
 * The embedded provider's secrets, generated on first start and kept in `<dataDir>/idp/` (never
 * committed): an RS256 signing key (private JWK with a unique `kid`) and the cookie-signing keys.
 * Servers sharing a data folder (on one PostgreSQL database) share them, so each accepts the tokens
 * the others issue — also when they start at once on an empty folder: the first file written wins.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpSecrets {
  /** Private RSA JWK with kid, alg RS256, use sig. */
  signingKey: JWK;
  /** The public half, for the API's token verification and /.well-known/jwks.json. */
  publicKey: JWK;
  cookieKeys: string[];
}

type StoredSecrets = Omit<IdpSecrets, 'publicKey'>;

/** Reads the secrets from `dir`, creating them (mode 0600) when absent. */
export async function loadOrCreateIdpSecrets(dir: string): Promise<IdpSecrets> {
  const file = path.join(dir, 'idp', 'secrets.json');
  const stored = (await readSecrets(file)) ?? (await createSecrets(file));
  const { kty, n, e, kid, alg, use } = stored.signingKey;
  return { ...stored, publicKey: { kty, n, e, kid, alg, use } };
}

async function readSecrets(file: string): Promise<StoredSecrets | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes new secrets to a file of their own, then hard-links it to `file`: `link` fails when the name
 * exists, atomically, so of processes creating them at once one wins and the others read its file,
 * which is never seen half written.
 */
async function createSecrets(file: string): Promise<StoredSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const created = { signingKey, cookieKeys: [randomBytes(32).toString('base64url')] };
  await mkdir(path.dirname(file), { recursive: true });
  const own = `${file}.${randomUUID()}`;
  await writeFile(own, JSON.stringify(created), { mode: 0o600 });
  try {
    await link(own, file);
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(await readFile(file, 'utf8'));
  } finally {
    await unlink(own);
  }
}
