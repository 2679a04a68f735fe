import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { AdminAuditService } from '../audit/admin-audit.service';
import type { CreateInterestResponse, InterestLeadDto } from '../shared/api-types';
import { type AdminRequest, AdminGuard } from '../auth/admin.guard';
import { RateLimit } from '../throttling/rate-limit.decorator';
import { THROTTLE_LIMITS } from '../throttling/throttle-limits';
import { CreateInterestDto } from './dto/create-interest.dto';
import { InterestService } from './interest.service';

@Controller('interest')
export class InterestController {
  constructor(
    private readonly interest: InterestService,
    private readonly audit: AdminAuditService,
  ) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(THROTTLE_LIMITS.interestSubmission)
  register(@Body() request: CreateInterestDto): Promise<CreateInterestResponse> {
    return this.interest.register(request);
  }

  @Get()
  @UseGuards(AdminGuard)
  async list(@Req() request: AdminRequest): Promise<InterestLeadDto[]> {
    const leads = await this.interest.list();
    await this.audit.record(request, { event: 'leads-read', sessionRef: request.adminSession?.reference, leadCount: leads.length });
    return leads;
  }
}
