import { addressLines, toVendorFormValues, toVendorPayload } from '../../src/resources/vendors/vendorModel';
import { imageFile } from './advertFixtures';
import { janMaes } from './memberFixtures';
import { janMaesVendor } from './vendorFixtures';

describe('vendorModel', () => {
  it('turns a vendor into form values: the member as the picker shows it, images as items', () => {
    expect(toVendorFormValues(janMaesVendor())).toEqual({
      member: { id: 12, name: 'Jan Maes', tribeNumber: 'KX27' },
      message: 'Zaadmengelingen voor grasparkieten.',
      images: [
        {
          key: 'stored-7',
          id: 7,
          name: 'kooien.jpg',
          location: '/media/cccc',
          thumbnailLocation: '/media/cccc/thumbnail',
        },
        {
          key: 'stored-8',
          id: 8,
          name: 'zaad.png',
          location: '/media/dddd',
          thumbnailLocation: '/media/dddd/thumbnail',
        },
      ],
    });
    expect(toVendorFormValues()).toEqual({ member: null, message: '', images: [] });
  });

  it('sends the message trimmed and the kept images before the new ones, as the server stores them', () => {
    const nest = imageFile('nest.png', 'image/png');
    const payload = toVendorPayload({
      member: { id: 12, name: 'Jan Maes', tribeNumber: 'KX27' },
      message: '  Zaad.  ',
      images: [
        { key: 'new-1', name: 'nest.png', file: nest },
        { key: 'stored-8', id: 8, name: 'zaad.png', location: '/media/dddd' },
      ],
    });
    expect(payload).toEqual({ memberId: 12, message: 'Zaad.', images: [{ id: 8 }, { file: nest }] });
  });

  it('writes a member address as lines, leaving out what is empty', () => {
    const address = janMaes().address;
    expect(addressLines(address, 'bus')).toEqual(['Kerkstraat 12', '8000 Brugge', 'België']);
    expect(addressLines(address && { ...address, box: '3', country: null }, 'box')).toEqual([
      'Kerkstraat 12 box 3',
      '8000 Brugge',
    ]);
    expect(addressLines(null, 'bus')).toEqual([]);
  });
});
