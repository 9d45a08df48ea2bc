/**
 * Members on the wire (spec §3 Member, Address, Contact, List request; docs/api.md "Members").
 * Strings are trimmed by the service; `tribeNumber` is stored in upper case.
 */
import { Type } from 'typebox';
import { Country } from './countries';

const Text = (maxLength = 200) => Type.String({ maxLength });
export const TRIBE_NUMBER_PATTERN = '^\\s*[A-Za-z0-9]{1,10}\\s*$';
/** Empty, or something@something.tld. */
export const EMAIL_PATTERN = '^$|^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$';

const Contact = Type.Object({
  email: Type.String({ maxLength: 320, pattern: EMAIL_PATTERN }),
  phoneNumber: Text(40),
  mobilePhoneNumber: Text(40),
  fax: Text(40),
  website: Text(300),
});

const Display = Type.Object({
  exposeEmail: Type.Boolean(),
  exposeAddress: Type.Boolean(),
  exposePhone: Type.Boolean(),
});

const AddressFields = {
  street: Text(),
  number: Text(20),
  box: Text(20),
  zipcode: Text(20),
  city: Text(),
};

export const MemberDetail = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  tribeNumber: Type.String(),
  address: Type.Union([
    Type.Object({ id: Type.Integer(), ...AddressFields, country: Type.Union([Country, Type.Null()]) }),
    Type.Null(),
  ]),
  contact: Contact,
  display: Display,
  isBlocked: Type.Boolean(),
  isActive: Type.Boolean(),
  lastLogin: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const MemberPayload = Type.Object({
  firstName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  lastName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  tribeNumber: Type.String({ pattern: TRIBE_NUMBER_PATTERN }),
  address: Type.Union([
    Type.Object({ ...AddressFields, countryId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]) }),
    Type.Null(),
  ]),
  contact: Contact,
  display: Display,
  isBlocked: Type.Boolean(),
  isActive: Type.Optional(Type.Boolean()),
});

export const MemberListRequest = Type.Object({
  pageSize: Type.Integer({ minimum: 1, maximum: 1000 }),
  page: Type.Integer({ minimum: 1 }),
  searchString: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  showInactive: Type.Optional(Type.Boolean()),
  sortField: Type.Optional(Type.Enum(['name', 'tribeNumber', 'email', 'lastLogin', 'isActive', 'isBlocked'])),
  sortOrder: Type.Optional(Type.Enum(['ASC', 'DESC'])),
});

export const MemberListItem = Type.Object({
  id: Type.Integer(),
  tribenumber: Type.String(),
  name: Type.String(),
  email: Type.String(),
  isBlocked: Type.Boolean(),
  isActive: Type.Boolean(),
  lastLogin: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const MemberSearchRequest = Type.Object({ searchString: Type.String({ maxLength: 200 }) });
export const MemberSearchItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tribeNumber: Type.String(),
});

export const MemberIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const DeactivateRequest = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ExportRequest = Type.Object({
  searchString: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  showInactive: Type.Optional(Type.Boolean()),
  format: Type.Enum(['csv', 'xlsx']),
});
