import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BlogImagesService } from './blog-images.service';
import { CoverUploadController } from './cover-upload.controller';
import { MediaController } from './media.controller';

/** Cover images of blog posts: the studio's upload and the public, content-addressed files. */
@Module({
  imports: [AuthModule],
  controllers: [CoverUploadController, MediaController],
  providers: [BlogImagesService],
})
export class BlogImagesModule {}
