/**
 * The embedded provider's sign-in page (our own, replacing oidc-provider's devInteractions):
 * GET /idp/interaction/:uid shows the form, POST /idp/interaction/:uid/login checks the staff account
 * (hashed password) and finishes the login; consent is never asked of our own client.
 * Failed sign-ins are throttled per account and per client address (throttle.ts): a locked attempt
 * gets 429 with Retry-After and the page saying how long to wait, without its password being checked.
 * An account with a second factor, or whose role must have one, takes a second step (secondStep.ts)
 * before it is signed in.
 * No answer tells whether an account exists.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { PASSWORD_FIELD_MAX_LENGTH } from '../../schemas/constants';
import type { StaffRole } from '../../schemas/permissions';
import { authenticate, recordSignIn } from './accounts';
import { escapeHtml, type Language, otherLanguageLink, pickLanguage, renderPage, t } from './pages';
import { registerSecondStep } from './secondStep';
import { type SignInThrottle, signInKeys } from './throttle';

interface LoginForm {
  lang: Language;
  uid: string;
  email?: string;
  error?: string;
  /** Replacements of `%{name}` placeholders in the error text. */
  values?: Record<string, string | number>;
}

function loginPage({ lang, uid, email = '', error, values = {} }: LoginForm): string {
  const message = error && t(lang, error, values);
  return renderPage(
    lang,
    t(lang, 'signInTitle'),
    `<h1>Club Beheer</h1><p class="lead">${t(lang, 'signInLead')}</p>
<form method="post" action="/idp/interaction/${escapeHtml(uid)}/login?lang=${lang}" autocomplete="on">
<label for="email">${t(lang, 'email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
<label for="password">${t(lang, 'password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
<button type="submit">${t(lang, 'signInButton')}</button></form>
${otherLanguageLink(lang, (other) => `/idp/interaction/${uid}?lang=${other}`)}`,
  );
}

/**
 * Registers the sign-in routes; `requireSecondFactor` are the roles that must have a second factor
 * (config STAFF_REQUIRE_2FA); `throttle` counts failed passwords and codes (the app's `signInThrottle`).
 */
export function registerInteractions(
  app: FastifyInstance,
  provider: Provider,
  db: Database,
  requireSecondFactor: readonly StaffRole[],
  throttle: SignInThrottle,
) {
  const Params = Type.Object({ uid: Type.String({ pattern: '^[\\w-]{1,64}$' }) });
  const Query = Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('nl'), Type.Literal('en')])) });

  /** The page's language: the one chosen on the page (`?lang=`), else the sign-in's `ui_locales`. */
  function language(request: FastifyRequest<{ Querystring: { lang?: Language } }>, uiLocales?: unknown) {
    return request.query.lang ?? pickLanguage(uiLocales);
  }

  async function html(reply: FastifyReply, body: string, status = 200) {
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  }

  /** Signs account `accountId` in: notes the sign-in and ends the interaction with a login. */
  async function finish(request: FastifyRequest, reply: FastifyReply, accountId: number) {
    await recordSignIn(db, accountId);
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: String(accountId) } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  }

  const afterPassword = registerSecondStep(app, provider, {
    db,
    throttle,
    requireSecondFactor,
    finish,
    html,
    expired: (reply, lang, uid) => html(reply, loginPage({ lang, uid, error: 'signInExpired' }), 401),
  });

  app.get<{ Params: { uid: string }; Querystring: { lang?: Language } }>(
    '/idp/interaction/:uid',
    { schema: { params: Params, querystring: Query, hide: true } },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const lang = language(request, details.params.ui_locales);
      if (details.prompt.name === 'login') return html(reply, loginPage({ lang, uid: details.uid }));
      // Consent for our own client: loadExistingGrant has granted everything it asks for.
      const grantId = details.grantId;
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.redirect(redirectTo, 303);
    },
  );

  app.post<{
    Params: { uid: string };
    Querystring: { lang?: Language };
    Body: { email: string; password: string };
  }>(
    '/idp/interaction/:uid/login',
    {
      schema: {
        params: Params,
        querystring: Query,
        body: Type.Object({
          email: Type.String({ maxLength: 320 }),
          password: Type.String({ maxLength: PASSWORD_FIELD_MAX_LENGTH }),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const lang = language(request, details.params.ui_locales);
      const { email, password } = request.body;
      const keys = signInKeys(email, request.ip);
      const wait = throttle.retryAfter(keys);
      if (wait > 0) {
        request.log.warn({ ip: request.ip, email, retryAfter: wait }, 'sign-in refused: too many failures');
        reply.header('retry-after', String(wait));
        const page = loginPage({
          lang,
          uid: details.uid,
          email,
          error: 'tooManyAttempts',
          values: { seconds: wait },
        });
        return html(reply, page, 429);
      }
      const account = await authenticate(db, email, password);
      if (!account) {
        throttle.fail(keys);
        request.log.warn({ ip: request.ip, email }, 'sign-in failed');
        const page = loginPage({ lang, uid: details.uid, email, error: 'badCredentials' });
        return html(reply, page, 401);
      }
      // With a second step the account's count is cleared only after its code.
      if (await afterPassword(reply, lang, details.uid, account, email)) return reply;
      throttle.succeed(keys);
      return finish(request, reply, account.id);
    },
  );
}
