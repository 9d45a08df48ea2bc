import type { MemberSearchItem } from '../../../server/src/schemas/members';
import type { VendorDetail } from '../../../server/src/schemas/vendors';
import { type FormImage, toFormImages } from '../../common/images';
import type { MemberRecord } from '../../providers/memberTypes';
import type { VendorPayload } from '../../providers/vendors';

/**
 * The values of the vendor form, with the paths the shared member picker and images input use: `member` (the picked
 * member, sent as `memberId`), `message`, `images` (sent as `files` and `imageIds`, in display order).
 */
export interface VendorFormValues {
  member: MemberSearchItem | null;
  message: string | null;
  images: FormImage[];
}

/** Vendor detail → form values; without a detail (create) an empty form. */
export const toVendorFormValues = (detail?: VendorDetail): VendorFormValues => ({
  member: detail ? { id: detail.memberId, name: detail.name, tribeNumber: detail.tribeNumber } : null,
  message: detail?.message ?? '',
  images: toFormImages(detail?.images ?? []),
});

/**
 * Form values → the create/update payload: message trimmed; the kept images first, in their order,
 * then the new files — the order the server stores them in (docs/api/vendors.md).
 */
export const toVendorPayload = (values: VendorFormValues): VendorPayload => {
  const kept = values.images.filter((image) => !image.file).map((image) => ({ id: Number(image.id) }));
  const added = values.images.flatMap((image) => (image.file ? [{ file: image.file }] : []));
  return {
    memberId: Number(values.member?.id),
    message: (values.message ?? '').trim(),
    images: [...kept, ...added],
  };
};

/** A member's address as lines: street and number (and box), postcode and town, country; none empty. */
export const addressLines = (address: MemberRecord['address'], boxWord: string): string[] => {
  if (!address) return [];
  const words = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    words(address.street, address.number, address.box && `${boxWord} ${address.box}`),
    words(address.zipcode, address.city),
    address.country?.name ?? '',
  ].filter(Boolean);
};
