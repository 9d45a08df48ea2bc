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

/** A document (downloads): at most 25 MB, the largest file any form takes. */
export const MAX_DOCUMENT_BYTES = 25 * MB;

/** The member import's file (.xlsx or .csv): at most 10 MB. */
export const MAX_IMPORT_BYTES = 10 * MB;

/**
 * Paged lists count their matches up to this many (docs/api.md "Paged lists"); beyond it `total` is this
 * number and `totalIsLowerBound` is true, and the SPA shows "meer dan 1.000". Counting further would read every
 * match of a large club on each page.
 */
export const COUNT_CAP = 1000;

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
] as const;
