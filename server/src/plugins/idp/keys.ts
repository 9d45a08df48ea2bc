/**
 * The embedded provider's secrets, generated on first start and kept in `<dataDir>/idp/` (never
 * committed): an RS256 signing key (private JWK with a unique `kid`) and the cookie-signing keys.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpSecrets {
  /** Private RSA JWK with kid, alg RS256, use sig. */
  signingKey: JWK;
  /** The public half, for the API's token verification and /.well-known/jwks.json. */
  publicKey: JWK;
  cookieKeys: string[];
}

/** Reads the secrets from `dir`, creating them (mode 0600) when absent. */
export async function loadOrCreateIdpSecrets(dir: string): Promise<IdpSecrets> {
  const file = path.join(dir, 'idp', 'secrets.json');
  let stored: { signingKey: JWK; cookieKeys: string[] };
  try {
    stored = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const signingKey = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    stored = { signingKey, cookieKeys: [randomBytes(32).toString('base64url')] };
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(stored), { mode: 0o600 });
  }
  const { kty, n, e, kid, alg, use } = stored.signingKey;
  return { ...stored, publicKey: { kty, n, e, kid, alg, use } };
}
