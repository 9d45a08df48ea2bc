/**
 * Vendors on the wire (spec §3 Vendor, §5 vendor create/update; docs/api/vendors.md). Name and
 * contact data come from the member. Create and update are multipart: their text fields are checked
 * with {@link VendorForm} / {@link VendorUpdateForm} by parseFormFields.
 */
import { Type } from 'typebox';
import { Image } from './common';

export const VendorIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const VendorListRequest = Type.Object({
  pageSize: Type.Integer({ minimum: 1, maximum: 1000 }),
  page: Type.Integer({ minimum: 1 }),
  searchString: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  sortField: Type.Optional(Type.Enum(['name', 'tribeNumber'])),
  sortOrder: Type.Optional(Type.Enum(['ASC', 'DESC'])),
});

export const VendorListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "The member's full name." }),
  memberId: Type.Integer(),
  tribeNumber: Type.String(),
});

export const VendorDetail = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  tribeNumber: Type.String(),
  name: Type.String({ description: "The member's full name." }),
  address: Type.String({
    description: "The member's address on one line: street number[ bus box], zipcode city[, country].",
  }),
  phoneNumber: Type.String(),
  mobilePhoneNumber: Type.String(),
  email: Type.String(),
  message: Type.String(),
  images: Type.Array(Image),
});

/** The text fields of the multipart POST /Vendors. */
export const VendorForm = Type.Object({
  memberId: Type.Integer({ minimum: 1 }),
  message: Type.String({ minLength: 1, maxLength: 1000, description: 'Checked after trimming.' }),
});

/** The text fields of the multipart PUT /Vendors/{id}: the create fields and the images to keep. */
export const VendorUpdateForm = Type.Object({
  ...VendorForm.properties,
  imageIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }))),
});

const IMAGES = 'repeated files (new images: JPEG, PNG or WebP by content, each at most 10 MB)';
export const CREATE_DESCRIPTION = `multipart/form-data: memberId, message (1–1000 characters), ${IMAGES}.`;
export const UPDATE_DESCRIPTION =
  `multipart/form-data: memberId, message (1–1000 characters), ${IMAGES}, and repeated imageIds ` +
  '(the images to keep, in their order; the others are removed).';
