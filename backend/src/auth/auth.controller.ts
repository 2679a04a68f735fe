import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { type AuthMeResponse, THROTTLE_LIMITS } from '@rebound/shared';
import type { Request, Response } from 'express';
import { AdminAuditService } from '../audit/admin-audit.service';
import { RateLimit } from '../throttling/rate-limit.decorator';
import { AdminGuard, type AdminRequest } from './admin.guard';
import { AdminSessionService } from './admin-session.service';
import { LoginDto } from './dto/login.dto';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly sessions: AdminSessionService,
    private readonly audit: AdminAuditService,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit(THROTTLE_LIMITS.adminLogin)
  async login(@Body() body: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    if (!this.sessions.passwordMatches(body.password)) {
      await this.audit.record(request, { event: 'sign-in-failed' });
      throw new UnauthorizedException('Wrong password');
    }
    const session = await this.sessions.signIn(response);
    await this.audit.record(request, { event: 'sign-in', sessionRef: session.reference });
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AdminGuard)
  async logout(@Req() request: AdminRequest, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.signOut(request, response);
    await this.audit.record(request, { event: 'sign-out', sessionRef: request.adminSession?.reference });
  }

  @Get('me')
  @UseGuards(AdminGuard)
  me(): AuthMeResponse {
    return { admin: true };
  }
}
