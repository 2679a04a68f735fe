import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { applyKeepAliveBehind, BLOG_STUDIO_MAX_BODY_BYTES, MAX_JSON_BODY_BYTES, NGINX_BACKEND_KEEPALIVE_TIMEOUT_S } from '@rebound/shared';
import type { Environment } from '@rebound/shared/node';
import cookieParser from 'cookie-parser';
import { json, urlencoded } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { noStore, requestErrorHandler, requireJsonBody } from './common/http-middleware';
import { refuseCrossSiteRequests } from './common/same-origin';
import { closeConnectionsWhileDraining, ShutdownDrain } from './common/shutdown-drain';
import { BackendMetricsService } from './metrics/backend-metrics.service';
import { countLeadRefusals, countRequests } from './metrics/request-metrics.middleware';
import { NEWSLETTER_FORM_PATHS } from './newsletter/newsletter-form';

/** Where the interest form posts its registrations. */
const INTEREST_PATH = '/api/interest';

/**
 * The calls that also take a plain HTML form post (see common/form-post.ts): the visitor calls, the
 * only ones that need no proof of coming from the site's pages (see common/same-origin.ts).
 */
const FORM_POST_PATHS = [INTEREST_PATH, ...NEWSLETTER_FORM_PATHS];

/** The one call that takes a file (multipart): a blog post's cover. */
const isCoverUploadPath = (path: string) => /^\/api\/admin\/blog-posts\/[^/]+\/cover$/.test(path);

/** Creates the backend application; main.ts and the tests both use this, so tests run the real thing. */
export async function createApp(environment: Environment): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(environment), {
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app, environment);
  return app;
}

/** Everything the HTTP layer needs besides the modules: proxy trust, headers, body parsing, prefix. */
export function configureApp(app: NestExpressApplication, environment: Environment): void {
  app.useLogger(app.get(Logger));
  // nginx closes an idle connection to this backend before Node does (a POST meeting a closing socket would get a 502).
  applyKeepAliveBehind(app.getHttpServer(), NGINX_BACKEND_KEEPALIVE_TIMEOUT_S);
  // With the metrics off (METRICS_PORT=0) requests pass untimed: the benchmark compares both ways.
  if (environment.METRICS_PORT !== 0) {
    const { metrics } = app.get(BackendMetricsService);
    app.use(countRequests(metrics));
    app.use(countLeadRefusals(metrics, INTEREST_PATH));
  }
  // Only the proxy named here (nginx) may set X-Forwarded-For, so req.ip is the visitor's address and nobody can spoof it.
  app.set('trust proxy', environment.TRUST_PROXY);
  app.use(
    helmet({
      // The API only answers JSON: nothing it sends may load resources or be framed.
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    }),
  );
  app.use(noStore);
  app.use(closeConnectionsWhileDraining(app.get(ShutdownDrain)));
  app.use(refuseCrossSiteRequests({ publicUrl: environment.PUBLIC_URL, openPosts: FORM_POST_PATHS }));
  app.use(cookieParser());
  // The studio saves whole posts (up to 100,000 characters); its parser runs first, and the general one skips a parsed body.
  app.use('/api/admin/blog-posts', json({ limit: BLOG_STUDIO_MAX_BODY_BYTES }));
  app.useBodyParser('json', { limit: MAX_JSON_BODY_BYTES });
  // Plain HTML forms (the interest form and the newsletter without JavaScript, RFC 8058 one-click) post to these paths only; same size limit, flat fields.
  app.use(FORM_POST_PATHS, urlencoded({ extended: false, limit: MAX_JSON_BODY_BYTES, parameterLimit: 10 }));
  app.use(requestErrorHandler);
  app.use(requireJsonBody(FORM_POST_PATHS, isCoverUploadPath));
  app.setGlobalPrefix('api');
}
