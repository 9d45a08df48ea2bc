/**
 * The embedded OpenID provider (oidc-provider 9) that stands in for Auth0 when no tenant is configured.
 * Auth0-compatible routes (/authorize, /oauth/token, /v2/logout, /.well-known/jwks.json), one public
 * client with PKCE S256, RS256 JWT access tokens for the API audience with a `permissions` claim,
 * refresh tokens, web_message silent renewal. Settings and their reasons:
 * shared/notes/embedded-identity-provider.md.
 */
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../db/client';
import type { StaffRole } from '../../schemas/permissions';
import { accountPermissions, findStaffAccount } from './accounts';
import type { IdpSecrets } from './keys';
import { escapeHtml, pickLanguage, renderPage, t } from './pages';

export interface ProviderOptions {
  issuer: string;
  publicUrl: string;
  clientId: string;
  audience: string;
  secrets: IdpSecrets;
  db: Database;
  /** The key to enter every token of a staff member carries (config AUTH_REQUIRED_PERMISSION). */
  requiredPermission: string;
  /** Lifetime of access tokens, in seconds (config.auth.accessTokenSeconds). */
  accessTokenSeconds: number;
  /** Believe X-Forwarded-* headers (TRUST_PROXY is set). */
  trustProxy: boolean;
  /** Roles that must sign in with a second factor (config STAFF_REQUIRE_2FA). */
  requireSecondFactor: readonly StaffRole[];
}

const OIDC_SCOPES = 'openid profile email offline_access';
const API_SCOPE = 'backoffice';
/**
 * Scopes an access token for the API may carry. With the OIDC scopes among them the token answers the
 * SPA's `scope=openid profile email offline_access` with that scope (not ""), and, like Auth0's, it
 * opens /idp/userinfo.
 */
const ACCESS_TOKEN_SCOPES = `${OIDC_SCOPES} ${API_SCOPE}`;

/** The inline script of the sign-out page (it submits the form at once); its hash is in the /idp CSP. */
export const LOGOUT_SCRIPT = 'document.forms[0].submit()';

export function createProvider(options: ProviderOptions): Provider {
  const { audience, clientId, db, accessTokenSeconds } = options;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_name: 'Club Beheer',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${options.publicUrl}/auth-callback`],
        post_logout_redirect_uris: [`${options.publicUrl}/`],
      },
    ],
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
      revocation: '/oauth/revoke',
    },
    jwks: { keys: [options.secrets.signingKey as never] },
    cookies: { keys: options.secrets.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    extraParams: ['audience'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    ttl: {
      AccessToken: accessTokenSeconds,
      IdToken: 3600,
      RefreshToken: 14 * 86400,
      Session: 86400,
      Grant: 14 * 86400,
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx) => (ctx.oidc.params?.audience as string | undefined) ?? audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: ACCESS_TOKEN_SCOPES,
            audience,
            accessTokenTTL: accessTokenSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        // Auth0 signs out without asking: submit the provider's confirmation form at once.
        logoutSource: (ctx, form) => {
          const lang = languageOf(ctx);
          const autoSubmit = form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"></form>',
          );
          ctx.type = 'html';
          ctx.body = renderPage(
            lang,
            t(lang, 'logoutTitle'),
            `<h1>${t(lang, 'logoutTitle')}</h1>${autoSubmit}
<noscript><button form="op.logoutForm" type="submit">${t(lang, 'logoutButton')}</button></noscript>
<script>${LOGOUT_SCRIPT}</script>`,
          );
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = await findStaffAccount(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await findStaffAccount(db, token.accountId as string);
      // `email` names the staff member in the history (docs/api/history.md); Auth0 adds it by an Action.
      const permissions = account ? accountPermissions(account, options.requiredPermission) : [];
      return { permissions, email: account?.email };
    },
    // The SDK never sends prompt=consent, so offline_access would be dropped: issue refresh tokens
    // to our client whenever it may use that grant.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Our own client needs no consent screen: keep one grant covering everything it asks.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId && (await provider.Grant.find(grantId))) ||
        new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(audience, ACCESS_TOKEN_SCOPES);
      await grant.save();
      return grant;
    },
    // The provider's own errors (an unknown redirect_uri, a malformed request) in the page's language,
    // never its technical description, with the way back to the address that works.
    renderError: (ctx, out) => {
      const lang = languageOf(ctx);
      const key = out.error === 'invalid_redirect_uri' ? 'errorAddress' : 'errorOther';
      ctx.type = 'html';
      ctx.body = renderPage(
        lang,
        t(lang, 'errorTitle'),
        `<h1>${t(lang, 'errorTitle')}</h1>
<p class="error">${escapeHtml(t(lang, key, { url: options.publicUrl }))}</p>
<nav><a href="${escapeHtml(options.publicUrl)}/">${t(lang, 'backToApp')}</a></nav>`,
      );
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  return provider;
}

/** The language of a provider page: the request's `ui_locales`, else Dutch (pages.ts). */
function languageOf(ctx: KoaContextWithOIDC) {
  return pickLanguage(ctx.oidc?.params?.ui_locales);
}
