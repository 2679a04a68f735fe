import { BLOG_COVER_LIMITS, type BlogCoverUpload } from '@rebound/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../../test-support/render';
import { CoverUpload } from './CoverUpload';
import { coverUploadFailure } from './cover-upload-request';

const HASH = '0123456789abcdef0123456789abcdef';
const UPLOADED: BlogCoverUpload = {
  imageUrl: `/media/${HASH}-960.webp`,
  image: {
    src: `/media/${HASH}-960.webp`,
    srcset: `/media/${HASH}-960.webp 960w`,
    width: 960,
    height: 540,
    share: `/media/${HASH}-960.jpg`,
  },
};

/** The one XMLHttpRequest the component opens, answered by the test. */
class FakeUpload {
  static last: FakeUpload | undefined;
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeUpload.last = undefined;
  globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

function Editor({ initial }: { initial: string | null }) {
  const [imageUrl, setImageUrl] = useState(initial);
  return (
    <>
      <CoverUpload imageUrl={imageUrl} onChange={setImageUrl} />
      <span data-testid="saved-url">{imageUrl ?? 'none'}</span>
    </>
  );
}

const renderEditor = (initial: string | null = null, language: 'en' | 'fa' = 'en') =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/admin/posts/first-prototype']}>
      <Routes>
        <Route path="/admin/posts/:id" element={<Editor initial={initial} />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );

const image = (size = 2048, name = 'photo.jpg') => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('CoverUpload', () => {
  it('uploads the chosen file to the post of the address, shows the progress, and hands the new address to the editor', async () => {
    await renderEditor();
    const input = screen.getByLabelText('Choose an image');
    fireEvent.change(input, { target: { files: [image()] } });
    const upload = FakeUpload.last;
    expect(upload?.method).toBe('POST');
    expect(upload?.url).toBe('/api/admin/blog-posts/first-prototype/cover');
    expect(upload?.body?.get(BLOG_COVER_LIMITS.field)).toBeInstanceOf(File);
    act(() => upload?.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 2048 }));
    expect(screen.getByRole('status').textContent).toBe('Uploading… 25%');
    expect(screen.getByLabelText('Uploading the cover')).toBeTruthy();
    await act(async () => upload?.answer(201, UPLOADED));
    expect(screen.getByTestId('saved-url').textContent).toBe(UPLOADED.imageUrl);
    expect(screen.getByRole('status').textContent).toBe('Cover uploaded. It is saved with the post.');
    expect(screen.getByRole('img', { name: 'Current cover image' }).getAttribute('src')).toBe(UPLOADED.imageUrl);
  });

  it('shows the current cover with a button that removes it', async () => {
    await renderEditor(UPLOADED.imageUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Remove cover' }));
    expect(screen.getByTestId('saved-url').textContent).toBe('none');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByLabelText('Choose an image')).toBeTruthy();
  });

  it('takes a dropped file too', async () => {
    await renderEditor();
    const zone = screen.getByLabelText('Choose an image').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [image()] } });
    expect(FakeUpload.last?.url).toBe('/api/admin/blog-posts/first-prototype/cover');
  });

  it('refuses a file over the limit before sending it, and explains each refusal of the server', async () => {
    await renderEditor();
    const input = screen.getByLabelText('Choose an image');
    fireEvent.change(input, { target: { files: [image(BLOG_COVER_LIMITS.maxBytes + 1)] } });
    expect(FakeUpload.last).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toBe('This file is larger than 10 MB. Choose a smaller image.');
    fireEvent.change(input, { target: { files: [image(100, 'drawing.svg')] } });
    await act(async () => FakeUpload.last?.answer(415, { statusCode: 415, message: 'no', errors: [{ field: 'file', code: 'imageType' }] }));
    expect(screen.getByRole('alert').textContent).toBe('Only JPEG, PNG and WebP images can be used, not SVG, GIF, HEIC or other files.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('saved-url').textContent).toBe('none');
  });

  it('speaks Persian in a Persian studio', async () => {
    await renderEditor(null, 'fa');
    expect(screen.getByLabelText('تصویری انتخاب کنید')).toBeTruthy();
  });
});

describe('coverUploadFailure', () => {
  it('names each answer of the upload', () => {
    expect(coverUploadFailure(0, undefined)).toBe('network');
    expect(coverUploadFailure(401, undefined)).toBe('signedOut');
    expect(coverUploadFailure(413, undefined)).toBe('tooLarge');
    expect(coverUploadFailure(415, undefined)).toBe('wrongType');
    expect(coverUploadFailure(422, { errors: [{ field: 'file', code: 'imagePixels', message: '' }] })).toBe('tooManyPixels');
    expect(coverUploadFailure(422, { errors: [{ field: 'file', code: 'imageUnreadable', message: '' }] })).toBe('unreadable');
    expect(coverUploadFailure(500, undefined)).toBe('failed');
    expect(coverUploadFailure(403, undefined)).toBe('failed');
  });
});
