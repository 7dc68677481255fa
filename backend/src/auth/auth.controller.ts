import {
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { ErrorBodyDto } from '../common/errors/error-body.js';
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
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'adminLogin', summary: 'Staff sign-in: sets the session cookie' })
  @ApiBody({ type: LoginDto, description: 'Checked by passport-local before any pipe' })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Username or password missing' })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Invalid username or password' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Sent from another site' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBodyDto, description: 'The body is not JSON' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'Too many failed attempts (see Retry-After)',
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
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'adminLogout', summary: 'Ends the staff session (idempotent)' })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Sent from another site' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.signOut(readSessionCookie(req, this.config));
    clearSessionCookie(res, this.config);
  }

  @Authenticated()
  @Get('me')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'getAdminMe', summary: 'The signed-in staff member' })
  @ApiOkResponse({ type: AdminSessionDto })
  me(@CurrentStaff() staff: StaffPrincipal): AdminSessionDto {
    return { username: staff.username, role: staff.role };
  }
}
