import { Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors, ApiJsonBody, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { AuthService } from './auth.service.js';
import { Authenticated } from './authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from './current-staff.decorator.js';
import { AdminSessionDto } from './dto/admin-session.dto.js';
import { LoginDto } from './dto/login.dto.js';
import type { AdminUser } from './entities/admin-user.entity.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.js';

const SESSION_COOKIE_SET = {
  'Set-Cookie': {
    required: true,
    description: 'The session cookie (shop_session by default): HttpOnly, SameSite=Strict, Path=/',
    schema: { type: 'string', example: 'shop_session=abc123; Path=/; HttpOnly; SameSite=Strict' },
  },
};
const SESSION_COOKIE_CLEARED = {
  'Set-Cookie': {
    required: true,
    description: 'Clears the session cookie',
    schema: {
      type: 'string',
      example: 'shop_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict',
    },
  },
};

@ApiTags('admin-auth')
@Controller('admin')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'adminLogin', summary: 'Staff sign-in: sets the session cookie' })
  @ApiJsonBody(LoginDto, 'Username or password missing, or an unknown field', {
    description: 'Checked by passport-local before any pipe',
  })
  @ApiOkResponse({ type: AdminSessionDto, headers: SESSION_COOKIE_SET })
  @ApiErrors({
    401: 'Invalid username or password',
    403: 'Sent from another site',
    429: 'Too many failed attempts from this address or for this username (see Retry-After)',
    503: UNAVAILABLE,
  })
  async login(
    @Req() req: Request & { user: AdminUser },
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminSessionDto> {
    const { token, session } = await this.auth.signIn(req.user, readSessionCookie(req, this.config));
    setSessionCookie(res, this.config, token);
    return session;
  }

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'adminLogout', summary: 'Ends the staff session (idempotent)' })
  @ApiNoContentResponse({ description: 'Signed out', headers: SESSION_COOKIE_CLEARED })
  @ApiErrors({ 403: 'Sent from another site', 503: UNAVAILABLE })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.signOut(readSessionCookie(req, this.config));
    clearSessionCookie(res, this.config);
  }

  @Authenticated()
  @Get('me')
  @ApiOperation({ operationId: 'getAdminMe', summary: 'The signed-in staff member' })
  @ApiOkResponse({ type: AdminSessionDto })
  me(@CurrentStaff() staff: StaffPrincipal): Promise<AdminSessionDto> {
    return this.auth.session(staff.username, staff.role, staff.signedInAt);
  }
}
