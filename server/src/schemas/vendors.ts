/**
 * Vendors on the wire (spec §3 Vendor, §5 vendor create/update; docs/api/vendors.md). Name and
 * contact data come from the member. Create and update are multipart: their text fields are checked
 * with {@link VendorForm} / {@link VendorUpdateForm} by parseFormFields.
 */
import { type Static, Type } from 'typebox';
import { Id, Image, MultiLine, PagedListRequest, sorting, withImageIds } from './common';
import { MESSAGE_MAX_LENGTH, VENDOR_SORT_FIELDS } from './constants';

/**
 * The body of `POST /Vendors/list` (spec §3 List request): pageSize, page (1-based), searchString over
 * the member; `sortField` and `sortOrder` are extensions.
 */
export const VendorListRequest = PagedListRequest(sorting(VENDOR_SORT_FIELDS));
export type VendorListRequest = Static<typeof VendorListRequest>;

/** A row of `POST /Vendors/list` (spec: id, name; memberId and tribeNumber are extensions). */
export const VendorListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "The member's full name." }),
  memberId: Type.Integer(),
  tribeNumber: Type.String(),
});
export type VendorListItem = Static<typeof VendorListItem>;

/** `GET /Vendors/{id}` (spec §3 Vendor): `address` is one line, "" when the member has none. */
export const VendorDetail = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  tribeNumber: Type.String(),
  name: Type.String({ description: "The member's full name." }),
  address: Type.String({
    description:
      "The member's address on one line: street number[ bus box], zipcode city[, country when not Belgium]; empty without address.",
  }),
  phoneNumber: Type.String(),
  mobilePhoneNumber: Type.String(),
  email: Type.String(),
  message: Type.String(),
  images: Type.Array(Image),
});
export type VendorDetail = Static<typeof VendorDetail>;

/** The text fields of the multipart POST /Vendors (the message is trimmed before it is checked). */
export const VendorForm = Type.Object({
  memberId: Id,
  message: MultiLine(MESSAGE_MAX_LENGTH, { minLength: 1, description: 'Checked after trimming.' }),
});
export type VendorForm = Static<typeof VendorForm>;

/** The text fields of the multipart PUT /Vendors/{id}: the create fields and the images to keep. */
export const VendorUpdateForm = withImageIds(VendorForm);
export type VendorUpdateForm = Static<typeof VendorUpdateForm>;
