import {
  BadRequestException,
  Controller,
  NotFoundException,
  Param,
  Post,
  Req,
  UnprocessableEntityException,
  UnsupportedMediaTypeException,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { BLOG_COVER_LIMITS, type BlogCoverUpload, type FieldErrorCode } from '@rebound/shared';
import { memoryStorage } from 'multer';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminGuard, type AdminRequest } from '../auth/admin.guard';
import { StaffAreaOf } from '../auth/staff-area.decorator';
import { BlogPostIdPipe } from '../blog-studio/blog-post-params';
import { BlogImagesService } from './blog-images.service';
import { type CoverRefusal, CoverRefused, type EncodedCover, encodeCover } from './cover-encoder';

/** The field error code the studio translates, per reason an upload is refused. */
const REFUSAL_CODES: Record<CoverRefusal, FieldErrorCode> = {
  unsupportedType: 'imageType',
  tooManyPixels: 'imagePixels',
  unreadable: 'imageUnreadable',
};

function refusalException(refusal: CoverRefused) {
  const body = {
    message: refusal.message,
    errors: [{ field: BLOG_COVER_LIMITS.field, code: REFUSAL_CODES[refusal.reason], message: refusal.message }],
  };
  return refusal.reason === 'unsupportedType' ? new UnsupportedMediaTypeException(body) : new UnprocessableEntityException(body);
}

// Guards run before interceptors: a request without a session is refused before a byte of its file is read.
// Past the size limit multer stops reading and Nest answers 413.
const coverFile = FileInterceptor(BLOG_COVER_LIMITS.field, {
  storage: memoryStorage(),
  limits: { fileSize: BLOG_COVER_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 },
});

/** POST /api/admin/blog-posts/:id/cover: a post's cover, re-encoded and stored (docs/api.md, "Cover images"). */
@Controller('admin/blog-posts')
@UseGuards(AdminGuard)
@StaffAreaOf('blog')
export class CoverUploadController {
  constructor(
    private readonly images: BlogImagesService,
    private readonly audit: AdminAuditService,
  ) {}

  @Post(':id/cover')
  @UseInterceptors(coverFile)
  async upload(
    @Param('id', BlogPostIdPipe) id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() request: AdminRequest,
  ): Promise<BlogCoverUpload> {
    if (!file) {
      throw new BadRequestException({
        message: `Send the image as multipart/form-data in the field '${BLOG_COVER_LIMITS.field}'`,
        errors: [{ field: BLOG_COVER_LIMITS.field, code: 'required', message: 'An image file is required' }],
      });
    }
    // Encoding is the costly part: an unknown post is a 404 before it (store() checks again, under a lock).
    if (!(await this.images.postExists(id))) throw new NotFoundException('No blog post with this id');
    let cover: EncodedCover;
    try {
      cover = await encodeCover(file.buffer);
    } catch (error) {
      if (error instanceof CoverRefused) throw refusalException(error);
      throw error;
    }
    const auditWrite = this.audit.within(request, {
      event: 'blog-cover-uploaded',
      sessionRef: request.adminSession?.reference,
      targetId: id,
    });
    return this.images.store(id, cover, auditWrite);
  }
}
