import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import type { CreateInterestResponse, InterestLeadDto } from '../shared/api-types';
import { AdminGuard } from '../auth/admin.guard';
import { RateLimit } from '../throttling/rate-limit.decorator';
import { THROTTLE_LIMITS } from '../throttling/throttle-limits';
import { CreateInterestDto } from './dto/create-interest.dto';
import { InterestService } from './interest.service';

@Controller('interest')
export class InterestController {
  constructor(private readonly interest: InterestService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(THROTTLE_LIMITS.interestSubmission)
  register(@Body() request: CreateInterestDto): Promise<CreateInterestResponse> {
    return this.interest.register(request);
  }

  @Get()
  @UseGuards(AdminGuard)
  list(): Promise<InterestLeadDto[]> {
    return this.interest.list();
  }
}
