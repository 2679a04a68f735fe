import { Controller, Delete, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { AdminAuditService } from '../audit/admin-audit.service';
import { type AdminRequest, AdminGuard } from '../auth/admin.guard';
import type { PersonalDataErasureResponse, PersonalDataResponse } from '../shared/api-types';
import { PersonalDataQuery } from './personal-data.query';
import { PersonalDataRegistry } from './personal-data.registry';

const countOf = (records: Record<string, unknown[] | number>) =>
  Object.values(records).reduce<number>((sum, value) => sum + (Array.isArray(value) ? value.length : value), 0);

/** A visitor's access and erasure requests, handled by staff (admin only, audited without the address). */
@Controller('personal-data')
@UseGuards(AdminGuard)
export class PersonalDataController {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly audit: AdminAuditService,
  ) {}

  @Get()
  async find(@Query() query: PersonalDataQuery, @Req() request: AdminRequest, @Res({ passthrough: true }) response: Response): Promise<PersonalDataResponse> {
    const records = await this.registry.find(query.email);
    await this.audit.record(request, { event: 'personal-data-read', sessionRef: request.adminSession?.reference, recordCount: countOf(records) });
    response.setHeader('Content-Disposition', 'attachment; filename="rebound-personal-data.json"');
    return { email: query.email, leads: [], ...records } as PersonalDataResponse;
  }

  @Delete()
  async erase(@Query() query: PersonalDataQuery, @Req() request: AdminRequest): Promise<PersonalDataErasureResponse> {
    const deleted = await this.registry.erase(query.email);
    await this.audit.record(request, { event: 'personal-data-erased', sessionRef: request.adminSession?.reference, recordCount: countOf(deleted) });
    return { deleted };
  }
}
