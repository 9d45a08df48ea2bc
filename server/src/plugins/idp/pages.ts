/**
 * HTML of the embedded provider's own pages (sign-in, set-password, sign-out, errors) in nl or en, with texts from
 * the `idp` section of i18n/{lang}.json. System fonts only: nothing is fetched from outside.
 */
import { type Language, sectionText } from '../../services/text/dictionaries';

export type { Language };

/**
 * The text of `idp.<key>` in `lang` (falls back to en, then the key itself), its `%{name}` placeholders
 * (Polyglot's, as the SPA's texts) replaced by `values[name]`.
 */
export function t(lang: Language, key: string, values: Record<string, string | number> = {}): string {
  return sectionText(lang, 'idp', key, values);
}

/**
 * The link to the same page in the other language. `href` gives its address for a language: a page
 * that answers a form post (its address is the post's) passes the address of its GET twin.
 */
export function otherLanguageLink(lang: Language, href: (other: Language) => string): string {
  const other: Language = lang === 'nl' ? 'en' : 'nl';
  return `<nav><a href="${escapeHtml(href(other))}" hreflang="${other}">${t(lang, 'otherLanguage')}</a></nav>`;
}

/**
 * The pages' language from OIDC's `ui_locales` (space-separated, most wanted first; the SPA sends its
 * own language): the first of nl or en it names, else Dutch, the application's start-up language
 * (spec §1). The browser's Accept-Language is not asked: the pages follow the application, not the browser.
 */
export function pickLanguage(uiLocales: unknown): Language {
  const match = typeof uiLocales === 'string' ? uiLocales.toLowerCase().match(/\b(nl|en)\b/) : null;
  return match ? (match[1] as Language) : 'nl';
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:#eef3ee;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#1f2a1f}
main{background:#fff;padding:32px 36px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.12);width:320px;max-width:calc(100vw - 72px)}
h1{font-size:1.35rem;margin:0 0 4px}p.lead{margin:0 0 20px;color:#4a5a4a}label{display:block;font-weight:600;margin:14px 0 4px}
input[type=email],input[type=password],input[type=text]{box-sizing:border-box;width:100%;padding:10px;border:1px solid #9aa89a;border-radius:4px;font-size:1rem}
button{margin-top:22px;width:100%;padding:11px;border:0;border-radius:4px;background:#2e7d32;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover{background:#1b5e20}.error{background:#fdecea;color:#8a1c1c;padding:10px;border-radius:4px;margin-top:12px}
nav{margin-top:18px;font-size:.9rem;text-align:center}nav a{color:#2e7d32;margin:0 6px}
p.hint{margin:6px 0 0;font-size:.85rem;color:#4a5a4a}img.qr{display:block;margin:12px auto;width:200px;height:200px}
code.secret{display:block;word-break:break-all;font-size:.95rem;background:#f3f6f3;padding:8px;border-radius:4px}
ol.codes{columns:2;font-family:ui-monospace,monospace;font-size:1rem;padding-left:1.6em}
a.button{display:block;margin-top:22px;padding:11px;border-radius:4px;background:#2e7d32;color:#fff;font-weight:600;text-align:center;text-decoration:none}
a.button:hover{background:#1b5e20}@media (max-width:400px){main{width:auto;margin:12px;padding:24px 20px}}`;

/** A complete page: `title` is escaped, `body` is trusted HTML built by the caller. */
export function renderPage(lang: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Club Beheer</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
