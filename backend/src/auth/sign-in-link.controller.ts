import {
  Body,
  Controller,
  GoneException,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors, ApiJsonBody, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { AuthService } from './auth.service.js';
import { AdminSessionDto } from './dto/admin-session.dto.js';
import { SignInLinkHolderDto, SignInLinkTokenDto, UseSignInLinkDto } from './dto/staff-account.dto.js';
import { readSessionCookie, setSessionCookie } from './session-cookie.js';
import { SignInLinkGone, SignInLinks } from './sign-in-links.js';

const GONE = 'The link was used, has expired or was replaced by a newer one, or its account is disabled';

async function unlessGone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SignInLinkGone) throw new GoneException({ message: error.message });
    throw error;
  }
}

/**
 * The person's side of a one-time sign-in link (issue 41): public, since they have no password
 * yet. The token travels in the body (the page reads it from the link's fragment), never in a URL,
 * so no access log or Referer holds it.
 */
@ApiTags('admin-auth')
@Controller('admin/sign-in-link')
export class SignInLinkController {
  constructor(
    private readonly links: SignInLinks,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('holder')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'getSignInLinkHolder',
    summary: 'Whom an open one-time sign-in link signs in (the link is not used)',
  })
  @ApiJsonBody(SignInLinkTokenDto, 'Not the shape of a link’s token (field errors)')
  @ApiOkResponse({ type: SignInLinkHolderDto })
  @ApiErrors({ 403: 'Sent from another site', 410: GONE, 503: UNAVAILABLE })
  getSignInLinkHolder(@Body() body: SignInLinkTokenDto): Promise<SignInLinkHolderDto> {
    return unlessGone(() => this.links.holder(body.token));
  }

  @Public()
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'useSignInLink',
    summary:
      'Uses a one-time sign-in link: sets the person’s own password, ends their other sessions and signs them in',
  })
  @ApiJsonBody(
    UseSignInLinkDto,
    'Not a link’s token, or a password shorter than 12 characters (field errors)',
  )
  @ApiOkResponse({
    type: AdminSessionDto,
    headers: {
      'Set-Cookie': {
        required: true,
        description: 'The session cookie (shop_session by default): HttpOnly, SameSite=Strict, Path=/',
        schema: { type: 'string', example: 'shop_session=abc123; Path=/; HttpOnly; SameSite=Strict' },
      },
    },
  })
  @ApiErrors({ 403: 'Sent from another site', 410: GONE, 503: UNAVAILABLE })
  async useSignInLink(
    @Body() body: UseSignInLinkDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminSessionDto> {
    const user = await unlessGone(() => this.links.use(body.token, body.password));
    const { token, session } = await this.auth.signIn(user, readSessionCookie(req, this.config));
    setSessionCookie(res, this.config, token);
    return session;
  }
}
