/**
 * The embedded provider's sign-in page (our own, replacing oidc-provider's devInteractions):
 * GET /idp/interaction/:uid shows the form, POST /idp/interaction/:uid/login checks the staff account
 * (hashed password) and finishes the login; consent is never asked of our own client.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { authenticate } from './accounts';
import { escapeHtml, type Language, pickLanguage, renderPage, t } from './pages';

interface LoginForm {
  lang: Language;
  uid: string;
  email?: string;
  error?: string;
}

function loginPage({ lang, uid, email = '', error }: LoginForm): string {
  const other: Language = lang === 'nl' ? 'en' : 'nl';
  return renderPage(
    lang,
    t(lang, 'signInTitle'),
    `<h1>Club Beheer</h1><p class="lead">${t(lang, 'signInLead')}</p>
<form method="post" action="/idp/interaction/${escapeHtml(uid)}/login?lang=${lang}" autocomplete="on">
<label for="email">${t(lang, 'email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
<label for="password">${t(lang, 'password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${error ? `<p class="error" role="alert">${t(lang, error)}</p>` : ''}
<button type="submit">${t(lang, 'signInButton')}</button></form>
<nav><a href="?lang=${other}" hreflang="${other}">${t(lang, 'otherLanguage')}</a></nav>`,
  );
}

export function registerInteractions(app: FastifyInstance, provider: Provider, db: Database) {
  const Params = Type.Object({ uid: Type.String({ pattern: '^[\\w-]{1,64}$' }) });
  const Query = Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('nl'), Type.Literal('en')])) });

  function language(request: FastifyRequest<{ Querystring: { lang?: Language } }>, uiLocales?: unknown) {
    return (
      request.query.lang ?? pickLanguage(uiLocales as string | undefined, request.headers['accept-language'])
    );
  }

  async function html(reply: FastifyReply, body: string, status = 200) {
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  }

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
          password: Type.String({ maxLength: 1000 }),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const lang = language(request, details.params.ui_locales);
      const account = await authenticate(db, request.body.email, request.body.password);
      if (!account) {
        const page = loginPage({
          lang,
          uid: details.uid,
          email: request.body.email,
          error: 'badCredentials',
        });
        return html(reply, page, 401);
      }
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: String(account.id) } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    },
  );
}
