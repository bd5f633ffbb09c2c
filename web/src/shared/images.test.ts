import { describe, expect, it } from 'vitest';
import { imageUrl, thumbnailWidth } from './images';

describe('thumbnails (spec §9)', () => {
  it('pick 1200 over 800, 800 over 500, 500 over 200, 200 over 0', () => {
    expect([1920, 801, 800, 501, 500, 201, 200, 1, 0, -5].map(thumbnailWidth)).toEqual([1200, 1200, 800, 800, 500, 500, 200, 200, null, null]);
  });

  it('build the URL of the thumbnail, or of the original when there is none', () => {
    const image = {
      server: 'https://files.example.ru/',
      container: 'places',
      path: 'shop.jpg',
      thumbs: { '200': 'shop-200.jpg', '500': 'shop-500.jpg' },
    };
    expect(imageUrl(image, 150)).toBe('https://files.example.ru/places/shop-200.jpg');
    expect(imageUrl(image, 300)).toBe('https://files.example.ru/places/shop-500.jpg');
    expect(imageUrl(image, 1000)).toBe('https://files.example.ru/places/shop.jpg');
    expect(imageUrl(image)).toBe('https://files.example.ru/places/shop.jpg');
    expect(imageUrl(null)).toBeNull();
  });
});
