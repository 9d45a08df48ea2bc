/**
 * The whole server as one Fastify instance: error handling, CSRF cookie, database, access control,
 * the embedded identity provider (when no Auth0 tenant is configured), the API of spec §7 under
 * /api/backoffice, /media, health checks and the SPA. `buildApp` does not listen (tests use inject).
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import auth from './plugins/auth';
import blobSweep from './plugins/blobSweep';
import csrf from './plugins/csrf';
import errors from './plugins/errors';
import headers from './plugins/headers';
import idp from './plugins/idp';
import { accountPermissions, findStaffAccount } from './plugins/idp/accounts';
import { loadOrCreateIdpSecrets } from './plugins/idp/keys';
import { SignInThrottle } from './plugins/idp/throttle';
import loopbackHost from './plugins/loopbackHost';
import mailer from './plugins/mailer';
import origin from './plugins/origin';
import requestLog from './plugins/requestLog';

import spa from './plugins/spa';
import validation from './plugins/validation';
import { SECURITY_SCHEME, securityScheme } from './routes/access';
import api from './routes/api';
import health from './routes/health';
import media from './routes/media';
import { imageRenditions, type Renditions } from './services/storage/renditions';
import { MAX_DOCUMENT_BYTES } from './services/uploads/limits';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    /** The configuration the app was built with (config.ts). */
    config: Config;
    /** The renditions of stored images (services/storage/renditions.ts). */
    renditions: Renditions;
    /**
     * Failed passwords and second-factor codes per account and client address, shared by the sign-in
     * pages and the own-account routes (plugins/idp/throttle.ts).
     */
    signInThrottle: SignInThrottle;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve dist/ (default true); false in tests without a build and under Vite's dev server. */
  serveBuild?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** With AUTH0_DOMAIN: the tenant's key set (default its /.well-known/jwks.json); tests give their own. */
  auth0KeySet?: JWTVerifyGetKey;
}

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function buildApp({
  config,
  database,
  serveBuild = true,
  logger = false,
  auth0KeySet,
}: AppOptions) {
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count trusts that many proxies nearest to us, as proxy-addr does for a number.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as FastifyInstance;
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('signInThrottle', new SignInThrottle());
  app.decorate(
    'renditions',
    imageRenditions(database.blobs, (message) => app.log.warn(message)),
  );

  await app.register(errors);
  await app.register(blobSweep);
  await app.register(mailer);
  await app.register(requestLog);
  await app.register(validation);
  await app.register(headers, { config, spaPolicy: serveBuild });
  // An onRequest hook: a cross-site change is refused before it reaches any route or the embedded provider.
  await app.register(origin, { publicUrl: config.publicUrl });
  // Pages opened at 127.0.0.1 or [::1] move to a loopback PUBLIC_URL (localhost), where sign-in returns.
  await app.register(loopbackHost, { publicUrl: config.publicUrl });
  await app.register(multipart, {
    // No form takes a larger file than a document; each form sets its own, lower limit too.
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 20, fields: 50, parts: 100 },
  });
  await app.register(csrf, { secure: config.publicUrl.startsWith('https:') });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Club Beheer back-office API', version: '1.0.0' },
      servers: [{ url: '/api/backoffice' }],
      components: { securitySchemes: { [SECURITY_SCHEME]: securityScheme(config) } },
    },
  });

  const { auth: authConfig } = config;
  if (authConfig.mode === 'embedded') {
    const secrets = await loadOrCreateIdpSecrets(config.dataDir);
    await app.register(auth, {
      ...authConfig,
      keySet: createLocalJWKSet({ keys: [secrets.publicKey] }),
      currentPermissions: async (sub) => {
        const account = await findStaffAccount(database.db, sub);
        return account && accountPermissions(account, authConfig.requiredPermission);
      },
    });
    await app.register(idp, {
      ...authConfig,
      publicUrl: config.publicUrl,
      secrets,
      db: database.db,
      trustProxy: config.trustProxy !== false,
      requireSecondFactor: config.staffRequire2fa,
    });
  } else {
    const jwks = auth0KeySet ?? createRemoteJWKSet(new URL(`${authConfig.issuer}.well-known/jwks.json`));
    await app.register(auth, { ...authConfig, keySet: jwks });
  }

  await app.register(api, { prefix: '/api/backoffice' });
  await app.register(media);
  await app.register(health);
  await app.register(spa, { config, rootDir, serveBuild });
  return app;
}
