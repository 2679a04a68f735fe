import { render } from '@testing-library/react';
import { COVER_SIZES, CoverImage } from './CoverImage';

const HASH = '0123456789abcdef0123456789abcdef';
const UPLOADED = {
  imageUrl: `/media/${HASH}-960.webp`,
  image: {
    src: `/media/${HASH}-960.webp`,
    srcset: `/media/${HASH}-480.webp 480w, /media/${HASH}-960.webp 960w, /media/${HASH}-1600.webp 1600w`,
    width: 1600,
    height: 900,
    share: `/media/${HASH}-1200.jpg`,
  },
};

describe('CoverImage', () => {
  it('gives an uploaded cover every size, its dimensions and the place it is shown in', () => {
    const { container } = render(<CoverImage post={UPLOADED} sizes="card" alt="" className="cover" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(UPLOADED.image.src);
    expect(image?.getAttribute('srcset')).toBe(UPLOADED.image.srcset);
    expect(image?.getAttribute('sizes')).toBe(COVER_SIZES.card);
    expect(image?.getAttribute('width')).toBe('1600');
    expect(image?.getAttribute('height')).toBe('900');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect(image?.getAttribute('fetchpriority')).toBeNull();
  });

  it("loads the page's main cover first", () => {
    const { container } = render(<CoverImage post={UPLOADED} sizes="post" alt="The post" className="cover" eager />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('alt')).toBe('The post');
  });

  it('shows a cover given as an address as it is, and nothing without a cover', () => {
    const plain = render(<CoverImage post={{ imageUrl: 'https://images.example.org/kit.jpg' }} sizes="card" alt="" className="cover" />);
    const image = plain.container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://images.example.org/kit.jpg');
    expect(image?.hasAttribute('srcset')).toBe(false);
    const none = render(<CoverImage post={{ imageUrl: null, image: null }} sizes="card" alt="" className="cover" />);
    expect(none.container.querySelector('img')).toBeNull();
  });
});
