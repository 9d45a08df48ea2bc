/**
 * The set-password page of a one-time link (docs/api/staff.md "Set-password links"):
 * GET /idp/password/:token shows the form (new password twice) for a link that is known, unused and
 * unexpired and whose account is active, else a page saying the link no longer works and to ask the
 * beheerder for a new one (404). POST checks the two passwords and the policy
 * (services/staff/passwordPolicy.ts), answering the form again with the reason (400); then it stores
 * the scrypt hash, marks the link used, records `setPassword` in the history (the account as actor, no
 * secret) and shows that the password is set, with the link to sign in at PUBLIC_URL.
 * In nl (default) or en: `?lang=` (the page's own switch) or `?ui_locales=`, as the sign-in page.
 * Cross-site posts are refused before this route by plugins/origin.ts, as for the sign-in form; the
 * token (256 random bits) itself cannot be guessed, so there is no throttle (docs/decisions.md).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import {
  PASSWORD_FIELD_MAX_LENGTH,
  PASSWORD_LINK_HOURS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../schemas/constants';
import { recorded } from '../../services/history/record';
import { hashPassword } from '../../services/passwords';
import { setPasswordByLink } from '../../services/staff/commands';
import { accountOfLink, PASSWORD_PATH } from '../../services/staff/links';
import { type PasswordRefusal, passwordRefusal } from '../../services/staff/passwordPolicy';
import { escapeHtml, type Language, otherLanguageLink, pickLanguage, renderPage, t } from './pages';

/** The text key of each refusal (i18n idp.*). */
const REFUSAL_TEXTS: Record<PasswordRefusal | 'mismatch', string> = {
  tooShort: 'passwordTooShort',
  tooLong: 'passwordTooLong',
  common: 'passwordCommon',
  email: 'passwordEmail',
  repetitive: 'passwordRepetitive',
  mismatch: 'passwordMismatch',
};

const LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, hours: PASSWORD_LINK_HOURS };

/** The same page in the other language: the link's own address (its GET and POST share it). */
const otherLanguage = (lang: Language) => otherLanguageLink(lang, (other) => `?lang=${other}`);

function formPage(lang: Language, token: string, email: string, error?: string): string {
  const message = error && t(lang, error, LIMITS);
  return renderPage(
    lang,
    t(lang, 'passwordTitle'),
    `<h1>${t(lang, 'passwordTitle')}</h1><p class="lead">${escapeHtml(t(lang, 'passwordLead', { email }))}</p>
<form method="post" action="${PASSWORD_PATH}${escapeHtml(token)}?lang=${lang}">
<input name="username" type="email" autocomplete="username" value="${escapeHtml(email)}" readonly hidden>
<label for="password">${t(lang, 'newPassword')}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="hint">
<p id="hint" class="hint">${escapeHtml(t(lang, 'passwordHint', LIMITS))}</p>
<label for="repeat">${t(lang, 'repeatPassword')}</label>
<input id="repeat" name="repeat" type="password" autocomplete="new-password" required>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
<button type="submit">${t(lang, 'passwordButton')}</button></form>${otherLanguage(lang)}`,
  );
}

function messagePage(
  lang: Language,
  title: string,
  text: string,
  publicUrl: string,
  signIn: boolean,
): string {
  const link = signIn
    ? `<a class="button" href="${escapeHtml(`${publicUrl}/`)}">${t(lang, 'signInLink')}</a>`
    : '';
  return renderPage(
    lang,
    t(lang, title),
    `<h1>${t(lang, title)}</h1><p class="lead" role="status">${escapeHtml(t(lang, text, LIMITS))}</p>${link}${otherLanguage(lang)}`,
  );
}

/** Registers the set-password routes; `publicUrl` is PUBLIC_URL (where the person signs in after). */
export function registerPasswordPage(app: FastifyInstance, db: Database, publicUrl: string) {
  const Params = Type.Object({ token: Type.String({ pattern: '^[\\w-]{1,128}$' }) });
  const Query = Type.Object({
    lang: Type.Optional(Type.Union([Type.Literal('nl'), Type.Literal('en')])),
    ui_locales: Type.Optional(Type.String({ maxLength: 100 })),
  });
  type Query = { lang?: Language; ui_locales?: string };

  const language = (query: Query) => query.lang ?? pickLanguage(query.ui_locales);
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const linkGone = (reply: FastifyReply, lang: Language) =>
    html(reply, messagePage(lang, 'linkInvalidTitle', 'linkInvalid', publicUrl, false), 404);

  app.get<{ Params: { token: string }; Querystring: Query }>(
    `${PASSWORD_PATH}:token`,
    { schema: { params: Params, querystring: Query, hide: true } },
    async (request, reply) => {
      const lang = language(request.query);
      const link = await accountOfLink(db, request.params.token);
      if (!link) return linkGone(reply, lang);
      return html(reply, formPage(lang, request.params.token, link.email));
    },
  );

  app.post<{
    Params: { token: string };
    Querystring: Query;
    Body: { password: string; repeat: string };
  }>(
    `${PASSWORD_PATH}:token`,
    {
      schema: {
        params: Params,
        querystring: Query,
        body: Type.Object({
          username: Type.Optional(Type.String({ maxLength: 320 })),
          password: Type.String({ maxLength: PASSWORD_FIELD_MAX_LENGTH }),
          repeat: Type.String({ maxLength: PASSWORD_FIELD_MAX_LENGTH }),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      const lang = language(request.query);
      const { token } = request.params;
      const link = await accountOfLink(db, token);
      if (!link) return linkGone(reply, lang);
      const { password, repeat } = request.body;
      const refusal = password !== repeat ? 'mismatch' : passwordRefusal(password, link.email);
      if (refusal) return html(reply, formPage(lang, token, link.email, REFUSAL_TEXTS[refusal]), 400);
      const passwordHash = await hashPassword(password);
      const actor = { sub: String(link.accountId), email: link.email };
      const target = { resource: 'staff' as const, action: 'setPassword', ids: [link.accountId] };
      const set = await recorded(db, actor, target, (tx) => setPasswordByLink(tx, link, passwordHash));
      if (!set) return linkGone(reply, lang);
      request.log.info({ account: link.accountId }, 'staff password set by link');
      return html(reply, messagePage(lang, 'passwordSetTitle', 'passwordSet', publicUrl, true));
    },
  );
}
