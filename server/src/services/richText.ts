/**
 * Sanitising rich text (activity info, message info; spec §2 rich-text editor) with sanitize-html and
 * an allowlist: paragraphs, line breaks, headings, lists, quotes, bold, italic, underline, strike and
 * links with http, https, mailto or tel. Everything else — scripts, styles, event-handler attributes,
 * `javascript:` links — is dropped, so stored HTML is safe to render.
 */
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}) },
    }),
  },
};

/** `html` with only the allowlisted tags, attributes and link schemes left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
