/** Vendors on the wire (docs/api/vendors.md): a vendor is a member; its contact data are the member's. */
import type { ImageChoice, StoredImage } from './imageTypes';

/** An item of `POST /Vendors/list` (spec: id, name; memberId and tribeNumber are extensions). */
export interface VendorListRecord {
  id: number;
  name: string;
  memberId: number;
  tribeNumber: string;
}

/** `GET /Vendors/{id}`: `address` is one line, "" when the member has none. */
export interface VendorDetail extends VendorListRecord {
  address: string;
  phoneNumber: string;
  mobilePhoneNumber: string;
  email: string;
  message: string;
  images: StoredImage[];
}

/** What create and update send (multipart): images in the wanted order, kept by id or new files. */
export interface VendorPayload {
  memberId: number;
  message: string;
  images: ImageChoice[];
}
