/**
 * The sign-in page's second step (docs/api/account.md "At sign-in"): after the right password an
 * account with a second factor is asked for a code or a recovery code (POST …/code); an account whose
 * role must have one (STAFF_REQUIRE_2FA) and has none sets it up (POST …/enrol: QR code, secret, a code
 * to confirm), sees its ten recovery codes and goes on (POST …/continue). GET …/code and …/enrol show
 * the step's page again (the language switch's target) without checking anything. Which account and step a
 * sign-in is at lives on the server ({@link PendingSignIns}); a wrong code counts in the same throttle
 * as a wrong password. Only the last step signs the account in (`finish`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import type { StaffRole } from '../../schemas/permissions';
import {
  confirmEnrolment,
  type Enrolment,
  enrolmentOf,
  hasSecondFactor,
  redeemSecondFactor,
  startEnrolment,
} from '../../services/account/secondFactor';
import { findStaffAccount, type StaffAccount } from './accounts';
import { escapeHtml, type Language, otherLanguageLink, pickLanguage, renderPage, t } from './pages';
import { PendingSignIns } from './pendingSignIns';
import { type SignInThrottle, signInKeys } from './throttle';

interface StepPage {
  lang: Language;
  uid: string;
  error?: string;
  values?: Record<string, string | number>;
}

const action = (uid: string, step: string, lang: Language) =>
  `/idp/interaction/${escapeHtml(uid)}/${step}?lang=${lang}`;

const alert = (lang: Language, error?: string, values: Record<string, string | number> = {}) =>
  error ? `<p class="error" role="alert">${escapeHtml(t(lang, error, values))}</p>` : '';

/** The code field: one field for a 6-digit code or (`recovery`) a recovery code too. */
const codeField = (lang: Language, label: string, hint: string, numericOnly: boolean) =>
  `<label for="code">${t(lang, label)}</label>
<input id="code" name="code" type="text" autocomplete="one-time-code" ${numericOnly ? 'inputmode="numeric" pattern="[0-9 ]*" ' : ''}maxlength="40" required autofocus aria-describedby="code-hint">
<p class="hint" id="code-hint">${t(lang, hint)}</p>`;

function codePage({ lang, uid, error, values }: StepPage): string {
  return renderPage(
    lang,
    t(lang, 'codeTitle'),
    `<h1>${t(lang, 'codeTitle')}</h1><p class="lead">${t(lang, 'codeLead')}</p>
<form method="post" action="${action(uid, 'code', lang)}" autocomplete="off">
${codeField(lang, 'codeLabel', 'codeHint', false)}
${alert(lang, error, values)}
<button type="submit">${t(lang, 'codeButton')}</button></form>
${otherLanguageLink(lang, (other) => action(uid, 'code', other))}`,
  );
}

function enrolPage({ lang, uid, error, values, enrolment }: StepPage & { enrolment: Enrolment }): string {
  return renderPage(
    lang,
    t(lang, 'enrolTitle'),
    `<h1>${t(lang, 'enrolTitle')}</h1><p class="lead">${t(lang, 'enrolLead')}</p>
<img class="qr" src="${enrolment.qrCode}" alt="${escapeHtml(t(lang, 'qrAlt'))}" width="200" height="200">
<p>${t(lang, 'secretLabel')}</p><code class="secret">${escapeHtml(enrolment.secret.replace(/(.{4})/g, '$1 ').trim())}</code>
<form method="post" action="${action(uid, 'enrol', lang)}" autocomplete="off">
${codeField(lang, 'enrolCodeLabel', 'enrolHint', true)}
${alert(lang, error, values)}
<button type="submit">${t(lang, 'codeButton')}</button></form>
${otherLanguageLink(lang, (other) => action(uid, 'enrol', other))}`,
  );
}

function recoveryCodesPage({ lang, uid, codes }: StepPage & { codes: string[] }): string {
  return renderPage(
    lang,
    t(lang, 'recoveryTitle'),
    `<h1>${t(lang, 'recoveryTitle')}</h1><p class="lead">${t(lang, 'recoveryLead')}</p>
<ol class="codes">${codes.map((code) => `<li>${escapeHtml(code)}</li>`).join('')}</ol>
<form method="post" action="${action(uid, 'continue', lang)}">
<button type="submit" name="continue" value="1">${t(lang, 'continueButton')}</button></form>`,
  );
}

export interface SecondStepOptions {
  db: Database;
  throttle: SignInThrottle;
  /** Roles that must sign in with a second factor (config STAFF_REQUIRE_2FA). */
  requireSecondFactor: readonly StaffRole[];
  /** Signs account `accountId` in: records the sign-in and ends the interaction (answers the redirect). */
  finish: (request: FastifyRequest, reply: FastifyReply, accountId: number) => Promise<unknown>;
  /** Answers `body` as an HTML page with `status`. */
  html: (reply: FastifyReply, body: string, status?: number) => Promise<unknown>;
  /** The login page with an error, for a sign-in whose second step is gone. */
  expired: (reply: FastifyReply, lang: Language, uid: string) => Promise<unknown>;
}

/**
 * Registers the second step's routes; answers `afterPassword`, which the password step calls with the
 * account whose password was right: true when it answered with the page of the step the account must
 * take next, false when there is none (the password step then signs it in).
 */
export function registerSecondStep(app: FastifyInstance, provider: Provider, options: SecondStepOptions) {
  const { db, throttle, requireSecondFactor, finish, html, expired } = options;
  const pending = new PendingSignIns();
  const Params = Type.Object({ uid: Type.String({ pattern: '^[\\w-]{1,64}$' }) });
  const Query = Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('nl'), Type.Literal('en')])) });
  const CodeBody = Type.Object({ code: Type.String({ maxLength: 100 }) });
  type Route = { Params: { uid: string }; Querystring: { lang?: Language }; Body: { code: string } };
  const schema = { params: Params, querystring: Query, body: CodeBody, hide: true };

  async function afterPassword(
    reply: FastifyReply,
    lang: Language,
    uid: string,
    account: StaffAccount,
    email: string,
  ): Promise<boolean> {
    if (hasSecondFactor(account)) {
      pending.set(uid, { accountId: account.id, email, step: 'code' });
      await html(reply, codePage({ lang, uid }));
      return true;
    }
    if (account.role === null || !requireSecondFactor.includes(account.role)) return false;
    const enrolment = await startEnrolment(db, account.id, account.email);
    if (!enrolment) return false;
    pending.set(uid, { accountId: account.id, email, step: 'enrol' });
    await html(reply, enrolPage({ lang, uid, enrolment }));
    return true;
  }

  /**
   * The interaction and its pending sign-in at `step`, or undefined after answering: the login page
   * when there is none (expired or never started), 429 when the throttle locks the account or address.
   */
  async function open(
    request: FastifyRequest<Route>,
    reply: FastifyReply,
    step: 'code' | 'enrol' | 'recoveryCodes',
    page: (
      lang: Language,
      uid: string,
      account: StaffAccount,
      error: string,
      values: Record<string, number>,
    ) => Promise<string>,
  ) {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const lang = request.query.lang ?? pickLanguage(details.params.ui_locales);
    const signIn = pending.get(details.uid, step);
    const account = signIn && (await findStaffAccount(db, String(signIn.accountId)));
    if (!signIn || !account) {
      pending.delete(details.uid);
      await expired(reply, lang, details.uid);
      return undefined;
    }
    const keys = signInKeys(signIn.email, request.ip);
    const wait = step === 'recoveryCodes' ? 0 : throttle.retryAfter(keys);
    if (wait > 0) {
      request.log.warn(
        { ip: request.ip, email: signIn.email, retryAfter: wait },
        'second step refused: too many failures',
      );
      reply.header('retry-after', String(wait));
      await html(reply, await page(lang, details.uid, account, 'tooManyAttempts', { seconds: wait }), 429);
      return undefined;
    }
    return { uid: details.uid, lang, account, keys, signIn };
  }

  app.get<{ Params: { uid: string; step: 'code' | 'enrol' }; Querystring: { lang?: Language } }>(
    '/idp/interaction/:uid/:step',
    {
      schema: {
        params: Type.Object({ ...Params.properties, step: Type.Enum(['code', 'enrol']) }),
        querystring: Query,
        hide: true,
      },
    },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const lang = request.query.lang ?? pickLanguage(details.params.ui_locales);
      const { step } = request.params;
      const signIn = pending.get(details.uid, step);
      const account = signIn && (await findStaffAccount(db, String(signIn.accountId)));
      if (!account) return expired(reply, lang, details.uid);
      if (step === 'code') return html(reply, codePage({ lang, uid: details.uid }));
      const enrolment = await enrolmentOf(account.totpSecret ?? '', account.email);
      return html(reply, enrolPage({ lang, uid: details.uid, enrolment }));
    },
  );

  app.post<Route>('/idp/interaction/:uid/code', { schema }, async (request, reply) => {
    const opened = await open(request, reply, 'code', async (lang, uid, _account, error, values) =>
      codePage({ lang, uid, error, values }),
    );
    if (!opened) return reply;
    const { uid, lang, account, keys } = opened;
    if (!(await redeemSecondFactor(db, account, request.body.code))) {
      throttle.fail(keys);
      request.log.warn({ ip: request.ip, email: opened.signIn.email }, 'second step failed');
      return html(reply, codePage({ lang, uid, error: 'badCode' }), 401);
    }
    throttle.succeed(keys);
    pending.delete(uid);
    return finish(request, reply, account.id);
  });

  app.post<Route>('/idp/interaction/:uid/enrol', { schema }, async (request, reply) => {
    const pageOf = async (lang: Language, uid: string, account: StaffAccount, error: string, values = {}) =>
      enrolPage({
        lang,
        uid,
        error,
        values,
        enrolment: await enrolmentOf(account.totpSecret ?? '', account.email),
      });
    const opened = await open(request, reply, 'enrol', pageOf);
    if (!opened) return reply;
    const { uid, lang, account, keys, signIn } = opened;
    const codes = await confirmEnrolment(db, account.id, request.body.code);
    if (!codes) {
      throttle.fail(keys);
      request.log.warn({ ip: request.ip, email: signIn.email }, 'second factor set-up failed');
      return html(reply, await pageOf(lang, uid, account, 'badCode'), 401);
    }
    throttle.succeed(keys);
    pending.set(uid, { ...signIn, step: 'recoveryCodes' });
    return html(reply, recoveryCodesPage({ lang, uid, codes }));
  });

  app.post<Route>(
    '/idp/interaction/:uid/continue',
    { schema: { ...schema, body: Type.Object({}) } },
    async (request, reply) => {
      const opened = await open(request, reply, 'recoveryCodes', async () => '');
      if (!opened) return reply;
      pending.delete(opened.uid);
      return finish(request, reply, opened.account.id);
    },
  );

  return afterPassword;
}
