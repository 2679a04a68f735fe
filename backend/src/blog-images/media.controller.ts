import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { parseBlogCoverPath } from '@rebound/shared';
import type { Response } from 'express';
import { BlogImagesService } from './blog-images.service';

/** A year: a cover's address names its bytes (a content hash), so an answer never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /api/media/<hash>-<width>.webp (or .jpg), which nginx serves as /media/... from a cache of its own: each
 * file costs the backends one request per nginx, whichever replica answers it.
 */
@Controller('media')
export class MediaController {
  constructor(private readonly images: BlogImagesService) {}

  @Get(':file')
  async file(@Param('file') name: string, @Res() response: Response): Promise<void> {
    const address = parseBlogCoverPath(`/media/${name}`);
    const bytes = address && (await this.images.file(address.hash, address.width, address.format));
    if (!address || !bytes) throw new NotFoundException('No image at this address');
    response
      .status(200)
      .set({ 'Content-Type': `image/${address.format}`, 'Content-Length': String(bytes.length), 'Cache-Control': IMMUTABLE })
      .end(bytes);
  }
}
