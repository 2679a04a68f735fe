import {
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import {
  type NewsletterConfirmResponse,
  type NewsletterResult,
  type NewsletterSubscriptionResponse,
  type NewsletterUnsubscribeResponse,
  THROTTLE_LIMITS,
} from '@rebound/shared';
import type { NewsletterPage } from '@rebound/shared/node';
import type { Request, Response } from 'express';
import { FormPostFailureFilter, formLanguage, isFormPost, seeOther } from '../common/form-post';
import { validBody } from '../common/validation/valid-body';
import { RateLimit } from '../throttling/rate-limit.decorator';
import { NewsletterSubscriptionDto } from './dto/newsletter-subscription.dto';
import { NewsletterOneClickDto, NewsletterTokenDto, NewsletterTokenFormDto, NewsletterUnsubscribeQuery } from './dto/newsletter-token.dto';
import { NewsletterService } from './newsletter.service';
import { NewsletterMultipartForm, newsletterResultLocation } from './newsletter-form';

/** The footer's form, refused: the confirm page says why, in the form's language. */
const SUBSCRIBE_FORM_FAILURES = new FormPostFailureFilter((request, failure) =>
  newsletterResultLocation('confirm', formLanguage(request, 'language'), failure === 'invalid' ? 'address-invalid' : failure),
);

/** The newsletter's visitor calls (no sign-in): subscribe, confirm, unsubscribe. Staff use NewsletterDeskController. */
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /**
   * JSON `{email, language}`: always 202 for valid input, whatever the address's state, so the answer
   * tells nobody who is on the list. A plain form with the same fields (the footer without JavaScript):
   * 303 to the confirm page with `result=requested`, or with the refusal (SUBSCRIBE_FORM_FAILURES).
   */
  @Post('subscriptions')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit(THROTTLE_LIMITS.newsletterSubscription)
  @UseInterceptors(NewsletterMultipartForm())
  @UseFilters(SUBSCRIBE_FORM_FAILURES)
  async subscribe(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<NewsletterSubscriptionResponse | undefined> {
    const { email, language } = await validBody(NewsletterSubscriptionDto, body);
    await this.newsletter.subscribe(email, language);
    if (isFormPost(request)) return redirect(response, 'confirm', language, 'requested');
    return { status: 'pending' };
  }

  /** JSON `{token}`: 200, or 404 for an unknown or expired token. A plain form (`token`, `lng`): 303 back to the page with the result. */
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(NewsletterMultipartForm())
  async confirm(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<NewsletterConfirmResponse | undefined> {
    if (isFormPost(request)) {
      const form = await validBody(NewsletterTokenFormDto, body);
      const confirmed = await this.newsletter.confirm(form.token);
      return redirect(response, 'confirm', form.lng, confirmed ? 'confirmed' : 'invalid');
    }
    const { token } = await validBody(NewsletterTokenDto, body);
    if (await this.newsletter.confirm(token)) return { status: 'confirmed' };
    throw new NotFoundException({
      message: 'This confirmation link is unknown or has expired',
      errors: [{ field: 'token', code: 'token_invalid', message: 'token is unknown or has expired' }],
    });
  }

  /**
   * JSON `{token}`: 200. A plain form (`token`, `lng`): 303 back to the page. RFC 8058 one-click, the
   * mail's List-Unsubscribe address: `?token=` with the form body `List-Unsubscribe=One-Click`, 200.
   * An unknown token gets the same answer: unsubscribing is idempotent and tells nothing.
   */
  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(NewsletterMultipartForm())
  async unsubscribe(
    @Query() query: NewsletterUnsubscribeQuery,
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<NewsletterUnsubscribeResponse | undefined> {
    if (query.token !== undefined) {
      await validBody(NewsletterOneClickDto, body);
      await this.newsletter.unsubscribe(query.token);
      return { status: 'unsubscribed' };
    }
    if (isFormPost(request)) {
      const form = await validBody(NewsletterTokenFormDto, body);
      await this.newsletter.unsubscribe(form.token);
      return redirect(response, 'unsubscribe', form.lng, 'unsubscribed');
    }
    const { token } = await validBody(NewsletterTokenDto, body);
    await this.newsletter.unsubscribe(token);
    return { status: 'unsubscribed' };
  }
}

function redirect(response: Response, page: NewsletterPage, language: NewsletterTokenFormDto['lng'], result: NewsletterResult): undefined {
  seeOther(response, newsletterResultLocation(page, language, result));
  return undefined; // the body of a 303 is empty: the browser goes to the Location
}
