/**
 * A stored-XSS attempt for the rich-text fields (activity info, message info) and what the API must
 * give back: the allowlisted formatting kept, scripts, event handlers, javascript: links and inline
 * styles gone (docs/api/activities.md "Rich text").
 */
import { expect } from 'vitest';

export const XSS_ATTEMPT =
  '<p>Welkom op <strong>onze beurs</strong>.</p><script>alert(1)</script>' +
  '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">klik</a> ' +
  '<a href="https://www.vogelclub.be" target="_blank">site</a>' +
  '<p style="color:red" onclick="alert(4)">rood</p><h2>Info</h2><ul><li><em>één</em></li></ul>';

export const SANITISED =
  '<p>Welkom op <strong>onze beurs</strong>.</p><a>klik</a> ' +
  '<a href="https://www.vogelclub.be" target="_blank" rel="noopener noreferrer">site</a>' +
  '<p>rood</p><h2>Info</h2><ul><li><em>één</em></li></ul>';

/** `html` is exactly the sanitised attempt, with none of the attack left in it. */
export function expectSanitised(html: string) {
  expect(html).toBe(SANITISED);
  for (const attack of ['<script', 'onerror', 'onclick', 'javascript:', 'style=', '<img'])
    expect(html).not.toContain(attack);
}
