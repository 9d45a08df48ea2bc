/**
 * The API's wire constants, written once: the TypeBox schemas of this folder build their types from
 * them, the database enums use them, and the SPA imports this file at run time. It therefore imports
 * nothing, so that the SPA's bundle takes only these few values (no typebox, no drizzle).
 */

/**
 * The six advert display flags of spec §3: which of the member's contact details appear with the
 * advert in the revue and on the website. In form order: revue first, then web; each is a boolean of
 * the advert detail's `display` and a `"true"`/`"false"` field of the multipart form (spec §5).
 */
export const DISPLAY_FLAGS = [
  'exposeRevueEmail',
  'exposeRevueAddress',
  'exposeRevuePhone',
  'exposeWebEmail',
  'exposeWebAddress',
  'exposeWebPhone',
] as const;

/** One of {@link DISPLAY_FLAGS}. */
export type DisplayFlag = (typeof DISPLAY_FLAGS)[number];

/** Spec §3 "Advert type": an offer (te koop, aangeboden) or a request (gevraagd). */
export const ADVERT_TYPES = ['offer', 'request'] as const;

/**
 * Spec §3 "Amount-paid type", §9: free, once € 2.50, once € 5, twice € 5 — in the order the form offers
 * them. Every type but `free` makes an advert paid (`isPaid` of the list).
 */
export const AMOUNT_PAID_TYPES = ['free', 'oncePaidTwoAndAHalf', 'oncePaidFive', 'twicePaidFive'] as const;

/** The `sortOrder` of the paged lists that sort (docs/api.md extension): ascending or descending. */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/**
 * The `sortField` of `POST /Members/list` (docs/api.md "Members", an extension): `name` is last name
 * then first name, and the default.
 */
export const MEMBER_SORT_FIELDS = [
  'name',
  'tribeNumber',
  'email',
  'lastLogin',
  'isActive',
  'isBlocked',
] as const;

/**
 * Why two members are likely doubles (docs/api/members.md "Likely doubles"), besides a similar name:
 * the same address, e-mail or phone.
 */
export const DOUBLE_REASONS = ['address', 'email', 'phone'] as const;

/**
 * The order of `POST /Members/doubles/list` (docs/api/members.md "Likely doubles"): `newest`, the
 * pairs whose newer member is newest first (the default); `strongest`, the most similar names first.
 */
export const DOUBLE_ORDERS = ['newest', 'strongest'] as const;

/**
 * The `sortField` of `POST /Adverts/list` (docs/api/adverts.md, an extension): `name` is the member's
 * last name then first name; `visibleFrom` is the default.
 */
export const ADVERT_SORT_FIELDS = ['name', 'visibleFrom', 'visibleTo'] as const;

/** The `sortField` of `POST /Documents/list` (docs/api/documents.md, an extension); `createdOn` is the default. */
export const DOCUMENT_SORT_FIELDS = ['createdOn', 'title'] as const;

/**
 * The `sortField` of `POST /Vendors/list` (docs/api/vendors.md, an extension): `name` is the member's
 * last name then first name, and the default.
 */
export const VENDOR_SORT_FIELDS = ['name', 'tribeNumber'] as const;

/**
 * A tribe number (stamnummer, spec §3 Member; docs/api.md "Members"): 1–10 letters or digits; white
 * space around it is allowed on the wire and trimmed, the number is stored in upper case. A JSON
 * Schema `pattern` in ECMAScript syntax: `new RegExp(TRIBE_NUMBER_PATTERN)` tests it in code.
 */
export const TRIBE_NUMBER_PATTERN = '^\\s*[A-Za-z0-9]{1,10}\\s*$';

/**
 * A member's email (spec §3 Contact; docs/api.md "Members"): empty, or something@something.tld with
 * no white space or control characters inside, white space around it allowed (trimmed). A JSON Schema `pattern` in
 * ECMAScript syntax, as {@link TRIBE_NUMBER_PATTERN}.
 */
export const EMAIL_PATTERN =
  '^$|^\\s*[^\\s@\\u0000-\\u001F\\u007F]+@[^\\s@\\u0000-\\u001F\\u007F]+\\.[^\\s@\\u0000-\\u001F\\u007F]+\\s*$';

/** Characters of a staff account's e-mail address (RFC 5321's limit of a path, less the brackets). */
export const STAFF_EMAIL_MAX_LENGTH = 254;

/** Characters of a staff account's name, once trimmed. */
export const STAFF_NAME_MAX_LENGTH = 120;

/**
 * A staff password's length in characters (Unicode code points), NIST SP 800-63B-4 §3.1.1.2: at least
 * 12 (the minimum for a password used alone), at most 128 (it must allow at least 64).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * UTF-16 code units a password field takes at all (sign-in, set-password page, own password change);
 * longer input is refused by the schema before any hashing, shorter input by the policy's own rules.
 */
export const PASSWORD_FIELD_MAX_LENGTH = 1000;

/** Hours a set-password link stays valid (docs/api/staff.md). */
export const PASSWORD_LINK_HOURS = 72;

/** The file formats of the member export, the import template and the order summary export. */
export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;

/** One of {@link SPREADSHEET_FORMATS}. */
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

/**
 * The rows of the supplier export of ordered rings (`groupBy` of `POST /Orders/summary/export`,
 * docs/api/orders.md): per ring year and size (`size`, the default), or per member, year and size.
 */
export const SUMMARY_GROUPINGS = ['size', 'member'] as const;

/** Characters of the title of an activity, message or document, once trimmed: at least 1, at most this. */
export const TITLE_MAX_LENGTH = 200;

/** Characters of the name of a stored location (spec §3 Location), once trimmed: at least 1, at most this. */
export const LOCATION_NAME_MAX_LENGTH = 200;

/**
 * Characters of the message of an advert or vendor (docs/api/adverts.md, docs/api/vendors.md), once
 * trimmed: at least 1, at most this.
 */
export const MESSAGE_MAX_LENGTH = 1000;

/** One megabyte (MiB), in bytes: the unit of the upload limits (services/uploads/limits.ts). */
export const MB = 1024 * 1024;

/** An image of an advert, activity, message or vendor: at most 10 MB, judged while it streams in. */
export const MAX_IMAGE_BYTES = 10 * MB;

/**
 * An image of at most 64 megapixels (8000 × 8000), judged from its header: a larger one would take
 * hundreds of MB to decode for its renditions (a phone photo has 12 to 50).
 */
export const MAX_IMAGE_PIXELS = 64_000_000;

/**
 * The renditions every stored image gets (docs/api.md "Images"): the longest edge in pixels, never
 * enlarged, upright (EXIF orientation applied), as WebP without metadata (no location). Lists and
 * forms show `thumbnail`, a page that shows one image large shows `display`; the original stays at
 * the image's `location`.
 */
export const IMAGE_RENDITIONS = { thumbnail: 400, display: 1600 } as const;

/** The name of one of {@link IMAGE_RENDITIONS}. */
export type ImageRendition = keyof typeof IMAGE_RENDITIONS;

/** A document (downloads): at most 25 MB, the largest file any form takes. */
export const MAX_DOCUMENT_BYTES = 25 * MB;

/** The member import's file (.xlsx or .csv): at most 10 MB. */
export const MAX_IMPORT_BYTES = 10 * MB;

/** A bank statement to match the dues against (camt.053 XML or CODA): at most 10 MB. */
export const MAX_STATEMENT_BYTES = 10 * MB;

/**
 * Paged lists count their matches exactly up to this many, and further up to the end of the page asked
 * for (docs/api.md "Paged lists"). Past that `total` is the number of rows counted — one more than the
 * rows up to the page's end, so the next page is always within `totalPages` — and `totalIsLowerBound`
 * is true; the SPA shows "meer dan 10.000". Counting every match would read every match of a large
 * club's common search word on each page.
 */
export const COUNT_CAP = 10_000;

/** The kinds of record with a history (docs/api/history.md): react-admin's resource names. */
export const HISTORY_RESOURCES = [
  'members',
  'adverts',
  'activities',
  'messages',
  'documents',
  'vendors',
  'orders',
  'locations',
  'notifications',
  'revueRecipients',
  'staff',
  'dues',
  'bankStatements',
  'bankEntries',
] as const;

/**
 * The sheets of address labels the revue's labels are printed on (docs/api/revue.md), all A4
 * (210 × 297 mm), in millimetres: `columns` × `rows` labels of `width` × `height`, the first one
 * `top` from the sheet's top edge and `left` from its left edge, the next one to the right
 * `pitchX` further and the next one down `pitchY` further (a pitch is a label plus the gap after it).
 * Source: the makers' product templates — Avery (L7160, L7161, L7162, L7163: "top margin", "side
 * margin", "horizontal pitch" and "vertical pitch" of each product's template) and Avery Zweckform
 * (3474, 3475: "Rand oben/unten" and "Rand links/rechts"). Where the maker rounds a margin to 0.1 mm
 * (L7160's side margin 7.2 mm, the top margin 15.1 mm) the table keeps the value that makes the sheet add
 * up: left + (columns − 1) × pitchX + width + left = 210 and top + (rows − 1) × pitchY + height + top =
 * 297 (checked by test/server/revueLabels.test.ts).
 */
export const LABEL_SHEETS = [
  {
    id: 'L7160',
    maker: 'Avery',
    columns: 3,
    rows: 7,
    width: 63.5,
    height: 38.1,
    top: 15.15,
    left: 7.25,
    pitchX: 66,
    pitchY: 38.1,
  },
  {
    id: 'L7161',
    maker: 'Avery',
    columns: 3,
    rows: 6,
    width: 63.5,
    height: 46.6,
    top: 8.7,
    left: 7.25,
    pitchX: 66,
    pitchY: 46.6,
  },
  {
    id: 'L7162',
    maker: 'Avery',
    columns: 2,
    rows: 8,
    width: 99.1,
    height: 33.9,
    top: 12.9,
    left: 4.65,
    pitchX: 101.6,
    pitchY: 33.9,
  },
  {
    id: 'L7163',
    maker: 'Avery',
    columns: 2,
    rows: 7,
    width: 99.1,
    height: 38.1,
    top: 15.15,
    left: 4.65,
    pitchX: 101.6,
    pitchY: 38.1,
  },
  {
    id: '3474',
    maker: 'Avery Zweckform',
    columns: 3,
    rows: 8,
    width: 70,
    height: 37,
    top: 0.5,
    left: 0,
    pitchX: 70,
    pitchY: 37,
  },
  {
    id: '3475',
    maker: 'Avery Zweckform',
    columns: 3,
    rows: 8,
    width: 70,
    height: 36,
    top: 4.5,
    left: 0,
    pitchX: 70,
    pitchY: 36,
  },
] as const;

/** One of {@link LABEL_SHEETS}. */
export type LabelSheet = (typeof LABEL_SHEETS)[number];

/** The `sheet` of `GET /Revue/mailing/labels`: the id of one of {@link LABEL_SHEETS}. */
export const LABEL_SHEET_IDS = LABEL_SHEETS.map((sheet) => sheet.id);

/** One of {@link LABEL_SHEET_IDS}. */
export type LabelSheetId = LabelSheet['id'];

/** The most labels any sheet of {@link LABEL_SHEETS} holds: the bound of `startAt`. */
export const MAX_LABELS_PER_SHEET = Math.max(...LABEL_SHEETS.map((sheet) => sheet.columns * sheet.rows));

/** Characters of an extra revue recipient's name (a club, a sponsor, the federation), once trimmed. */
export const RECIPIENT_NAME_MAX_LENGTH = 120;

/** The most copies of one issue an extra recipient gets. */
export const MAX_RECIPIENT_COPIES = 500;

/**
 * The state of a message in the mail outbox (docs/api/staff.md): waiting to be sent or sent again after
 * a failure, sent, or given up after the last retry.
 */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;

/**
 * Seconds the outbox waits after the 1st, 2nd, … failed attempt to send a message before the next:
 * 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h (docs/decisions.md "Mail").
 */
export const MAIL_RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 21_600, 43_200, 86_400] as const;

/** Attempts before a message is given up (`failed`): the first and one after each delay, ≈ 2 days in all. */
export const MAX_MAIL_ATTEMPTS = MAIL_RETRY_DELAYS_SECONDS.length + 1;

/** The years a dues run, a fee or a request may be for (issue K). */
export const DUES_YEAR_MIN = 2000;
export const DUES_YEAR_MAX = 2100;

/**
 * The states of a payment request (issue K): nothing received, all (or more) received, part of it,
 * or not asked any more (waived, with a reason).
 */
export const DUES_STATES = ['open', 'paid', 'partly', 'waived'] as const;

/** Characters of a text of the club's payment settings (name, street, town, a kind's name). */
export const SETTINGS_TEXT_MAX_LENGTH = 140;

/** The languages of the product, of a member's letters and mails (issue K): Dutch first, the default. */
export const LANGUAGES = ['nl', 'en'] as const;

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/**
 * How a payment of a request came in (issue K): a bank transfer read from a statement, or money paid
 * by hand (cash at a meeting, a transfer seen in the banking app) and entered by the treasurer.
 */
export const PAYMENT_METHODS = ['transfer', 'cash'] as const;

/** The bank statement formats the dues read (services/payments/statements). */
export const STATEMENT_FORMATS = ['camt.053', 'coda'] as const;

/**
 * What booking a statement does with each credit (docs/api/dues.md "Bank statements"): matched on its
 * structured communication and the request now `paid` (in full), still `partly` paid, `overpaid`
 * (more than asked, also a credit for a request paid in full before) or `waived` (booked, the request
 * stays waived); `unmatched` (no request has its communication); `alreadyBooked` (its bank reference
 * was booked before: nothing is booked again). Listed in the order a preview lists them.
 */
export const STATEMENT_OUTCOMES = [
  'unmatched',
  'overpaid',
  'waived',
  'partly',
  'paid',
  'alreadyBooked',
] as const;

/** A booked credit's state (docs/api/dues.md "Matching by hand"): no payment yet, matched to a request, or left. */
export const BANK_ENTRY_STATES = ['unmatched', 'matched', 'ignored'] as const;

/**
 * Why a request is suggested for an unmatched credit (docs/decisions.md "Dues: suggestions for an
 * unmatched credit"): the payer's IBAN paid that household before, or the amount it still needs and a
 * name in common.
 */
export const SUGGESTION_RULES = ['sameIban', 'amountAndName'] as const;

/** The most entries (or requests) a statement's preview, booking or undo lists; the counts cover all. */
export const STATEMENT_LIST_LIMIT = 1_000;

/**
 * The fields a merge of two members chooses per field (docs/api/members.md "Merging members"): the
 * kept member takes the merged member's value of each field the request marks `merge`. `address` and
 * `display` go as a whole; the contact fields one by one.
 */
export const MERGE_FIELDS = [
  'firstName',
  'lastName',
  'tribeNumber',
  'address',
  'email',
  'phoneNumber',
  'mobilePhoneNumber',
  'fax',
  'website',
  'display',
  'isActive',
  'isBlocked',
  'receivesRevue',
  'membershipKindId',
  'language',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/**
 * Stored preferences (docs/api/preferences.md): a key names what it holds, as react-admin's store
 * spells it (`members.datatable`, `members.savedQueries`): letters, digits, `.`, `_`, `-`, at most
 * 100 characters, starting with a letter or digit.
 */
export const PREFERENCE_KEY_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$';
/** The largest value of one preference or one shared search, in bytes of its JSON text (UTF-8). */
export const PREFERENCE_MAX_BYTES = 16_384;
/** The most preferences one staff member keeps. */
export const PREFERENCE_MAX_ENTRIES = 200;
/** The most searches shared with the club on one list. */
export const SHARED_QUERY_MAX_ENTRIES = 50;
/** The longest name of a saved search, in characters. */
export const SAVED_QUERY_LABEL_MAX_LENGTH = 100;
