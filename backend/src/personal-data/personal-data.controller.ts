import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { PersonalDataErasureResponse, PersonalDataResponse } from '@rebound/shared';
import type { Response } from 'express';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminGuard, type AdminRequest } from '../auth/admin.guard';
import { StaffAreaOf } from '../auth/staff-area.decorator';
import { PersonalDataRegistry, recordCount } from './personal-data.registry';
import { PersonalDataRequestDto } from './personal-data-request.dto';

/**
 * A visitor's access and erasure requests, handled by staff (admin only, audited without the address).
 * Both are POSTs with the address in the JSON body, so it never appears in a URL or a request log.
 */
@Controller('personal-data')
@UseGuards(AdminGuard)
@StaffAreaOf('personalData')
export class PersonalDataController {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly audit: AdminAuditService,
  ) {}

  @Post('access')
  @HttpCode(HttpStatus.OK)
  async find(
    @Body() body: PersonalDataRequestDto,
    @Req() request: AdminRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PersonalDataResponse> {
    const records = await this.registry.find(body.email);
    await this.audit.record(request, {
      event: 'personal-data-read',
      sessionRef: request.adminSession?.reference,
      recordCount: recordCount(records),
    });
    response.setHeader('Content-Disposition', 'attachment; filename="rebound-personal-data.json"');
    return { email: body.email, leads: [], ...records } as PersonalDataResponse;
  }

  @Post('erasure')
  @HttpCode(HttpStatus.OK)
  async erase(@Body() body: PersonalDataRequestDto, @Req() request: AdminRequest): Promise<PersonalDataErasureResponse> {
    const deleted = await this.registry.erase(
      body.email,
      this.audit.within(request, { event: 'personal-data-erased', sessionRef: request.adminSession?.reference }),
    );
    return { deleted };
  }
}
