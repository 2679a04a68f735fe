import type { PublicBlogPostDto } from '@rebound/shared';
import type { RenderedRouteId } from '../app/page-components';
import type { ApiAnswers } from '../app/server-answers';
import type { LanguageCode } from '../i18n/languages';
import { type ClientManifest, pageAssets } from './client-manifest';
import { renderDocument } from './document';
import { renderApp } from './entry-server';
import type { LanguageVersions } from './head-tags';

export interface RenderedPage {
  status: number;
  html: string;
}

/** A post page's languages: only the versions the post has are its alternates (docs/rendering.md). */
function postVersions(post: PublicBlogPostDto | null | undefined): LanguageVersions | undefined {
  return post ? { languages: post.languages, original: post.originalLanguage } : undefined;
}

/** Renders whole documents of the site: the build's prerender step and the render server share it. */
export class PageRenderer {
  constructor(
    private readonly template: string,
    private readonly manifest: ClientManifest,
  ) {}

  /** `search` (`?token=...`) only for pages that read their query; it never reaches the head's addresses. */
  async render(pathname: string, language: LanguageCode, answers: ApiAnswers = {}, search = ''): Promise<RenderedPage> {
    const app = await renderApp(pathname, language, answers, search);
    const html = renderDocument({
      template: this.template,
      app,
      language,
      path: pathname,
      assets: pageAssets(this.manifest, app.routeId as RenderedRouteId | undefined, language),
      versions: postVersions(answers.blogPost?.post),
    });
    return { status: app.status, html };
  }
}
