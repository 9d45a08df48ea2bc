import {
  canMoveImage,
  type ImageEntry,
  moveImage,
  toNewImages,
  validateImages,
} from '../../src/common/images';
import { imageFile } from './advertFixtures';

const stored = (id: number): ImageEntry => ({ id, name: `${id}.jpg`, location: `/media/${id}` });
const names = (images: ImageEntry[]) => images.map(({ name }) => name);

describe('images of a form', () => {
  it('moves an image up or down, never past the ends', () => {
    const images = [stored(1), stored(2), stored(3)];
    expect(names(moveImage(images, 2, -1, false))).toEqual(['1.jpg', '3.jpg', '2.jpg']);
    expect(names(moveImage(images, 0, 1, false))).toEqual(['2.jpg', '1.jpg', '3.jpg']);
    expect(names(moveImage(images, 0, -1, false))).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(names(moveImage(images, 2, 1, false))).toEqual(['1.jpg', '2.jpg', '3.jpg']);
  });

  it('moves new images across stored ones, unless the stored ones stay first', () => {
    const [first, second] = toNewImages([new File(['a'], 'a.png'), new File(['b'], 'b.png')]);
    const images = [stored(1), stored(2), first, second] as ImageEntry[];
    expect(names(moveImage(images, 1, -1, true))).toEqual(['2.jpg', '1.jpg', 'a.png', 'b.png']);
    expect(names(moveImage(images, 3, -1, true))).toEqual(['1.jpg', '2.jpg', 'b.png', 'a.png']);
    expect(canMoveImage(images, 1, 1, true)).toBe(false);
    expect(canMoveImage(images, 2, -1, true)).toBe(false);
    expect(canMoveImage(images, 0, -1, true)).toBe(false);
    expect(names(moveImage(images, 2, -1, true))).toEqual(names(images));
    expect(canMoveImage(images, 2, -1, false)).toBe(true);
    expect(names(moveImage(images, 2, -1, false))).toEqual(['1.jpg', 'a.png', '2.jpg', 'b.png']);
  });

  it('refuses a new file that is too large or not an image, naming it', () => {
    const big = imageFile('groot.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1);
    expect(validateImages([{ key: 'a', name: 'groot.jpg', file: big }])).toEqual({
      message: 'resources.adverts.reasons.tooLarge',
      args: { name: 'groot.jpg' },
    });
    const gif = imageFile('anim.gif', 'image/gif');
    expect(validateImages([{ key: 'b', name: 'anim.gif', file: gif }])).toMatchObject({
      message: 'resources.adverts.reasons.unsupportedType',
    });
    expect(validateImages([{ key: 'c', name: 'stored.jpg', id: 3, location: '/media/x' }])).toBeUndefined();
  });
});
