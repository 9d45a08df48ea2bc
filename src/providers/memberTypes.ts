import type { Country } from './countries';

/** The three flags of what a member allows the club to publish (docs/api.md "Members"). */
export interface MemberDisplay {
  exposeEmail: boolean;
  exposeAddress: boolean;
  exposePhone: boolean;
}

/** Spec §3 Contact; empty strings where unknown. */
export interface MemberContact {
  email: string;
  phoneNumber: string;
  mobilePhoneNumber: string;
  fax: string;
  website: string;
}

/** The text fields of spec §3 Address. */
export interface AddressLines {
  street: string;
  number: string;
  box: string;
  zipcode: string;
  city: string;
}

/** `GET /Members/{id}` (spec §3 Member detail plus isActive, lastLogin), with `name` added by the SPA. */
export interface MemberDetail {
  id: number;
  firstName: string;
  lastName: string;
  tribeNumber: string;
  address: (AddressLines & { id: number; country: Country | null }) | null;
  contact: MemberContact;
  display: MemberDisplay;
  isBlocked: boolean;
  isActive: boolean;
  /** ISO 8601, null when the member never signed in on the club's website. */
  lastLogin: string | null;
  /** "Firstname Lastname", as the list has it: the record representation. */
  name: string;
}

/** The body of `POST /Members` and `PUT /Members/{id}` (spec §3: countryId replaces country). */
export interface MemberPayload {
  firstName: string;
  lastName: string;
  tribeNumber: string;
  address: (AddressLines & { countryId: number | null }) | null;
  contact: MemberContact;
  display: MemberDisplay;
  isBlocked: boolean;
  /** Extension: true reactivates, false deactivates. */
  isActive?: boolean;
}

/** A row of `POST /Members/list`, with the wire's `tribenumber` renamed to `tribeNumber`. */
export interface MemberListRecord {
  id: number;
  tribeNumber: string;
  name: string;
  email: string;
  isBlocked: boolean;
  isActive: boolean;
  lastLogin: string | null;
}

/** An answer of `POST /Members/search` (spec §3 Member search result item). */
export interface MemberSearchResult {
  id: number;
  name: string;
  tribeNumber: string;
}

/** File formats of the export and the import template. */
export type SpreadsheetFormat = 'csv' | 'xlsx';

/** The answer of `PUT /Members/import?persist=…` (docs/api.md): a dry-run preview or what was applied. */
export interface MemberImportResult {
  persisted: boolean;
  counts: { new: number; changed: number; unchanged: number; invalid: number };
  new: { row: number; tribeNumber: string; name: string }[];
  changed: {
    row: number;
    id: number;
    tribeNumber: string;
    name: string;
    changes: { field: string; old: string | null; new: string | null }[];
  }[];
  /** `reason`: required, invalidEmail, invalidTribeNumber, unknownCountry or duplicateInFile. */
  invalid: { row: number; field: string; reason: string; message: string }[];
}
