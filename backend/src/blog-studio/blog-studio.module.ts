import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BlogStudioController } from './blog-studio.controller';
import { BlogStudioService } from './blog-studio.service';
import { BlogTranslationsService } from './blog-translations.service';
import { PreviewLinks, previewTokenSignerProvider } from './preview-links';
import { PreviewTokenSigner } from './preview-token';

/** The staff's blog studio (issue 19): posts, translations, versions, publishing and preview links. */
@Module({
  imports: [AuthModule],
  controllers: [BlogStudioController],
  providers: [BlogStudioService, BlogTranslationsService, PreviewLinks, previewTokenSignerProvider],
  exports: [PreviewTokenSigner],
})
export class BlogStudioModule {}
