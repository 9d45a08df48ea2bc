import type { VendorDetail, VendorListItem } from '../../server/src/schemas/vendors';
import { image } from './imageFixture';

/** The detail of docs/api/vendors.md: Jan Maes sells seed, two images. */
export const janMaesVendor = (changes: Partial<VendorDetail> = {}): VendorDetail => ({
  id: 3,
  memberId: 12,
  tribeNumber: 'KX27',
  name: 'Jan Maes',
  address: 'Kerkstraat 12, 8000 Brugge',
  phoneNumber: '050 12 34 56',
  mobilePhoneNumber: '0476 12 34 56',
  email: 'jan.maes@telenet.be',
  message: 'Zaadmengelingen voor grasparkieten.',
  images: [image(7, 'kooien.jpg', 'cccc'), image(8, 'zaad.png', 'dddd')],
  ...changes,
});

/** Two rows of `POST /Vendors/list`. */
export const vendorRows = (): VendorListItem[] => [
  { id: 3, name: 'Jan Maes', memberId: 12, tribeNumber: 'KX27' },
  { id: 4, name: 'Lien Claeys', memberId: 13, tribeNumber: 'QW12' },
];
