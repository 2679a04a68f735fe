import { Body, Controller, Headers, HttpCode, HttpStatus, Post, Req, Res, UseFilters } from '@nestjs/common';
import { type CreateInterestResponse, FORM_LANGUAGE_FIELD, interestResultLocation, THROTTLE_LIMITS } from '@rebound/shared';
import type { Request, Response } from 'express';
import { FormPostFailureFilter, formLanguage, isFormPost, seeOther } from '../common/form-post';
import { validBody } from '../common/validation/valid-body';
import { RateLimit } from '../throttling/rate-limit.decorator';
import { CreateInterestDto } from './dto/create-interest.dto';
import { parseIdempotencyKey } from './idempotency-key';
import { InterestService } from './interest.service';

/** The interest form posted without JavaScript and refused: the result page says why, in the form's language. */
const FORM_FAILURES = new FormPostFailureFilter((request, failure) =>
  interestResultLocation(formLanguage(request, FORM_LANGUAGE_FIELD), failure),
);

/** The public interest form; staff read the leads through LeadDeskController. */
@Controller('interest')
export class InterestController {
  constructor(private readonly interest: InterestService) {}

  /**
   * JSON `{name, email, message?}`: 201 `{id, createdAt}`. The same fields as a plain HTML form, plus
   * `lng` (the form page's language; the interest form before the app has started or without
   * JavaScript): 303 to the result page with `result=sent`, or with the refusal (FORM_FAILURES).
   */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(THROTTLE_LIMITS.interestSubmission)
  @UseFilters(FORM_FAILURES)
  async register(
    @Body() body: unknown,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CreateInterestResponse | undefined> {
    if (!isFormPost(request)) return this.interest.register(await validBody(CreateInterestDto, body), parseIdempotencyKey(idempotencyKey));
    // The page's language only picks the page the browser goes to next; the lead is the other fields.
    const { [FORM_LANGUAGE_FIELD]: _language, ...fields } = (body ?? {}) as Record<string, unknown>;
    await this.interest.register(await validBody(CreateInterestDto, fields), parseIdempotencyKey(idempotencyKey));
    seeOther(response, interestResultLocation(formLanguage(request, FORM_LANGUAGE_FIELD), 'sent'));
  }
}
