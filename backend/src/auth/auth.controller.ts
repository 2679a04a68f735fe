import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthMeResponse } from '../shared/api-types';
import { RateLimit } from '../throttling/rate-limit.decorator';
import { THROTTLE_LIMITS } from '../throttling/throttle-limits';
import { AdminGuard } from './admin.guard';
import { AdminSessionService } from './admin-session.service';
import { LoginDto } from './dto/login.dto';

@Controller('auth')
export class AuthController {
  constructor(private readonly sessions: AdminSessionService) {}

  @Post('login')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit(THROTTLE_LIMITS.adminLogin)
  login(@Body() request: LoginDto, @Res({ passthrough: true }) response: Response): void {
    if (!this.sessions.passwordMatches(request.password)) throw new UnauthorizedException('Wrong password');
    this.sessions.signIn(response);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AdminGuard)
  logout(@Res({ passthrough: true }) response: Response): void {
    this.sessions.signOut(response);
  }

  @Get('me')
  @UseGuards(AdminGuard)
  me(): AuthMeResponse {
    return { admin: true };
  }
}
