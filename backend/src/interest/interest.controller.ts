import { Body, Controller, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { CreateInterestResponse } from '../shared/api-types';
import { RateLimit } from '../throttling/rate-limit.decorator';
import { THROTTLE_LIMITS } from '../throttling/throttle-limits';
import { CreateInterestDto } from './dto/create-interest.dto';
import { parseIdempotencyKey } from './idempotency-key';
import { InterestService } from './interest.service';

/** The public interest form; staff read the leads through LeadDeskController. */
@Controller('interest')
export class InterestController {
  constructor(private readonly interest: InterestService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(THROTTLE_LIMITS.interestSubmission)
  register(@Body() request: CreateInterestDto, @Headers('idempotency-key') idempotencyKey: string | undefined): Promise<CreateInterestResponse> {
    return this.interest.register(request, parseIdempotencyKey(idempotencyKey));
  }
}
