/**
 * Members on the wire (spec §3 Member, Address, Contact, List request; docs/api.md "Members").
 * Strings are trimmed by the service; `tribeNumber` is stored in upper case.
 */
import { type Static, Type } from 'typebox';
import {
  Id,
  IdList,
  InstantOrNull,
  Line,
  MAX_BULK_IDS,
  PagedListRequest,
  RequiredLine,
  SearchString,
  sorting,
} from './common';
import {
  EMAIL_PATTERN,
  LANGUAGES,
  MEMBER_SORT_FIELDS,
  SPREADSHEET_FORMATS,
  TRIBE_NUMBER_PATTERN,
} from './constants';
import { Country } from './countries';

const Contact = Type.Object({
  email: Type.String({ maxLength: 320, pattern: EMAIL_PATTERN, description: 'Empty, or an email address.' }),
  phoneNumber: Line(40),
  mobilePhoneNumber: Line(40),
  fax: Line(40),
  website: Line(300),
});

const Display = Type.Object(
  {
    exposeEmail: Type.Boolean(),
    exposeAddress: Type.Boolean(),
    exposePhone: Type.Boolean(),
  },
  { description: 'What the member allows the club to publish (member directory, revue).' },
);

const AddressFields = {
  street: Line(200),
  number: Line(20),
  box: Line(20),
  zipcode: Line(20),
  city: Line(200),
};

/** `GET /Members/{id}` (spec §3 Member detail, with isActive and lastLogin; lastLogin null when never). */
export const MemberDetail = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  tribeNumber: Type.String(),
  address: Type.Union(
    [
      Type.Object({
        id: Type.Integer(),
        ...AddressFields,
        country: Type.Union([Country, Type.Null()], { description: 'null when unknown.' }),
      }),
      Type.Null(),
    ],
    { description: 'null when there is no address.' },
  ),
  contact: Contact,
  display: Display,
  isBlocked: Type.Boolean(),
  isActive: Type.Boolean(),
  receivesRevue: Type.Boolean({
    description: 'Extension: the member gets the printed revue (docs/api/revue.md).',
  }),
  membershipKindId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Extension: the kind of membership (docs/api/dues.md); null: the default kind.',
  }),
  language: Type.Enum([...LANGUAGES], {
    description: "Extension: the language of the member's dues letters and mails (docs/api/dues.md).",
  }),
  lastLogin: InstantOrNull("The member's last sign-in on the club's website; null when never."),
});
export type MemberDetail = Static<typeof MemberDetail>;

/**
 * The body of `POST /Members` and `PUT /Members/{id}` (spec §3: `countryId` replaces the address's
 * country); `isActive` (true reactivates, false deactivates), `receivesRevue`, `membershipKindId` and
 * `language` are extensions.
 */
export const MemberPayload = Type.Object({
  firstName: RequiredLine(100),
  lastName: RequiredLine(100),
  tribeNumber: Type.String({
    pattern: TRIBE_NUMBER_PATTERN,
    description: '1–10 letters or digits; stored trimmed, in upper case.',
  }),
  address: Type.Union([
    Type.Object({ ...AddressFields, countryId: Type.Union([Id, Type.Null()]) }),
    Type.Null(),
  ]),
  contact: Contact,
  display: Display,
  isBlocked: Type.Boolean(),
  isActive: Type.Optional(
    Type.Boolean({
      description:
        'Extension: true reactivates, false deactivates; absent, a new member is active and an existing one stays as it is.',
    }),
  ),
  receivesRevue: Type.Optional(
    Type.Boolean({
      description:
        'Extension: whether the member gets the printed revue; absent, a new member does and an existing one stays as it is.',
    }),
  ),
  membershipKindId: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description:
        'Extension: the kind of membership (docs/api/dues.md), null for the default kind; absent, a new member has the default and an existing one keeps theirs.',
    }),
  ),
  language: Type.Optional(
    Type.Enum([...LANGUAGES], {
      description:
        "Extension: the language of the member's dues letters and mails; absent, a new member's is nl and an existing one keeps theirs.",
    }),
  ),
});
export type MemberPayload = Static<typeof MemberPayload>;

/** `duesPaid` of the members list and export: this year's dues (docs/api/dues.md "Members in order"). */
const DuesPaidFilter = Type.Optional(
  Type.Boolean({
    description:
      "Extension (needs read:dues too): true, the members in order with this year's dues (paid, waived or free); false, those who are not (asked and not paid, or not asked with a fee). No member when this year has no requests yet.",
  }),
);

/**
 * The body of `POST /Members/list` (spec §3 List request): pageSize, page (1-based), searchString,
 * showInactive; `sortField`, `sortOrder` and `duesPaid` are extensions.
 */
export const MemberListRequest = PagedListRequest({
  showInactive: Type.Optional(Type.Boolean()),
  ...sorting(MEMBER_SORT_FIELDS),
  duesPaid: DuesPaidFilter,
});
export type MemberListRequest = Static<typeof MemberListRequest>;

/** A row of `POST /Members/list` (spec §3 Member list item; `tribenumber` spelled as the spec spells it). */
export const MemberListItem = Type.Object({
  id: Type.Integer(),
  tribenumber: Type.String({ description: 'The tribe number, the field spelled as the spec spells it.' }),
  name: Type.String({ description: 'Firstname Lastname.' }),
  email: Type.String(),
  isBlocked: Type.Boolean(),
  isActive: Type.Boolean(),
  lastLogin: InstantOrNull(),
});
export type MemberListItem = Static<typeof MemberListItem>;

/** The body of `POST /Members/search`: the words to find. */
export const MemberSearchRequest = Type.Object({ searchString: Line(200) });
export type MemberSearchRequest = Static<typeof MemberSearchRequest>;
/** An answer of `POST /Members/search` (spec §3 Member search result item), for pickers. */
export const MemberSearchItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tribeNumber: Type.String(),
});
export type MemberSearchItem = Static<typeof MemberSearchItem>;

/**
 * A kind of membership as the member form offers it (`GET /Members/kinds`, extension): its id and name,
 * and whether it is the default, the kind of a member whose `membershipKindId` is null.
 */
export const MembershipKindChoice = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isDefault: Type.Boolean(),
});
export type MembershipKindChoice = Static<typeof MembershipKindChoice>;

/**
 * The body of `PUT /Members/bulk` (extension, docs/api/members.md "Bulk edit"): the members to change
 * (1 to MAX_BULK_IDS) and the fields to set on all of them — the revue switch, the kind of membership,
 * active. At least one field; fields not named here are dropped, so a body naming none of them is 400.
 */
export const MemberBulkRequest = Type.Object({
  ids: IdList('The ids of the members to change.', MAX_BULK_IDS),
  changes: Type.Object({
    receivesRevue: Type.Optional(Type.Boolean({ description: 'Whether they get the printed revue.' })),
    membershipKindId: Type.Optional(
      Type.Union([Id, Type.Null()], { description: 'The kind of membership, null for the default kind.' }),
    ),
    isActive: Type.Optional(
      Type.Boolean({
        description: 'true reactivates (asked the dues as a new member is), false deactivates.',
      }),
    ),
  }),
});
export type MemberBulkRequest = Static<typeof MemberBulkRequest>;

/** The body of `PUT /Members/deactivate`: the member to make inactive (never deleted). */
export const DeactivateRequest = Type.Object({ id: Id });
export type DeactivateRequest = Static<typeof DeactivateRequest>;

/** The body of `POST /Members/export` (extension): the list's filter and the file format. */
export const ExportRequest = Type.Object({
  searchString: SearchString,
  showInactive: Type.Optional(Type.Boolean()),
  duesPaid: DuesPaidFilter,
  format: Type.Enum([...SPREADSHEET_FORMATS]),
});
export type ExportRequest = Static<typeof ExportRequest>;

/**
 * One stam number a member held (extension, docs/api/history.md "Stam numbers"): the number and the
 * instants (UTC) the holding began and ended.
 */
export const TribeNumberHolding = Type.Object({
  tribeNumber: Type.String(),
  from: InstantOrNull('When the member got the number; null when the history does not know (before it).'),
  to: InstantOrNull('When the number changed to the next one; null for the number held now.'),
});
export type TribeNumberHolding = Static<typeof TribeNumberHolding>;

/** The answer of `GET /Members/{id}/tribeNumbers` (extension): the numbers held, oldest first. */
export const TribeNumberHoldings = Type.Array(TribeNumberHolding);
export type TribeNumberHoldings = Static<typeof TribeNumberHoldings>;
