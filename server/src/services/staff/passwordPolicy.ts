/**
 * The staff password policy, as NIST SP 800-63B-4 §3.1.1.2 asks of a password used alone: at least
 * {@link PASSWORD_MIN_LENGTH} and at most {@link PASSWORD_MAX_LENGTH} characters (Unicode code points;
 * spaces and every printable character allowed), no composition rules, and refused when it is on a
 * list of commonly used or breached passwords (the ~49,000 of @zxcvbn-ts/language-common, compared
 * without case), is the account's e-mail address or its part before the @, names this application, or
 * is one character repeated. docs/decisions.md "Staff passwords" gives the reasons.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../schemas/constants';

/** Why a password is refused; each has its text `idp.password.<reason>` in i18n/{nl,en}.json. */
export type PasswordRefusal = 'tooShort' | 'tooLong' | 'common' | 'email' | 'repetitive';

let common: Set<string> | undefined;

/** The common and breached passwords, lower case (loaded at the first check: the list is ~0.5 MB). */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

/** Words of this service that make a guessable password on their own (NIST: context-specific words). */
const SERVICE_WORDS = ['clubbeheer', 'club beheer', 'clubbeheer.test'];

/**
 * The reason `password` is refused for the account with e-mail `email`, or undefined when it may be
 * used. Length counts code points, so an emoji is one character.
 */
export function passwordRefusal(password: string, email: string): PasswordRefusal | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (lower === address || lower === address.split('@')[0]) return 'email';
  if (/^(.)\1*$/u.test(lower)) return 'repetitive';
  if (commonPasswords().has(lower) || SERVICE_WORDS.includes(lower)) return 'common';
  return undefined;
}
