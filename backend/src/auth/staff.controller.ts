import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { Authenticated } from './authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from './current-staff.decorator.js';
import {
  CreateStaffAccountDto,
  SendSignInLinkDto,
  SetStaffPasswordDto,
  StaffAccountDto,
  StaffAccountListDto,
  StaffChangeListDto,
  UpdateStaffAccountDto,
} from './dto/staff-account.dto.js';
import type { AdminUser } from './entities/admin-user.entity.js';
import { Permission } from './permissions.js';
import { SignInLinks } from './sign-in-links.js';
import {
  StaffAccountConflict,
  StaffAccountError,
  StaffAccountNotFound,
  StaffAccounts,
  type StaffActor,
} from './staff-accounts.js';
import { StaffUsersRepository } from './staff-users.repository.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const NOT_FOUND = 'No such staff account';
const LAST_OWNER = 'It would leave no active owner (the last active owner cannot be demoted or disabled)';
const AUDIT_LINES = 200;

function toDto(user: AdminUser): StaffAccountDto {
  return {
    id: user.id,
    username: user.username,
    name: user.displayName,
    role: user.role,
    active: !user.disabledAt,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

const actorOf = (staff: StaffPrincipal): StaffActor => ({ id: staff.id, username: staff.username });

/** The account rules' refusals as HTTP answers. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffAccountNotFound) throw new NotFoundException({ message: NOT_FOUND });
    if (error instanceof StaffAccountConflict) throw new ConflictException({ message: error.message });
    if (error instanceof StaffAccountError) throw new BadRequestException({ message: error.message });
    throw error;
  }
}

/** Staff accounts on screen (issue 41): owners add people, change roles, disable and re-enable them. */
@ApiTags('admin staff')
@Controller('admin/staff')
export class StaffController {
  constructor(
    private readonly accounts: StaffAccounts,
    private readonly users: StaffUsersRepository,
    private readonly links: SignInLinks,
  ) {}

  @Get()
  @Authenticated(Permission.StaffRead)
  @ApiOperation({
    operationId: 'listStaffAccounts',
    summary: 'Every staff account with its role, state and last sign-in (owner)',
  })
  @ApiOkResponse({ type: StaffAccountListDto })
  async listStaffAccounts(): Promise<StaffAccountListDto> {
    return { items: (await this.users.list()).map(toDto) };
  }

  @Get('changes')
  @Authenticated(Permission.StaffRead)
  @ApiOperation({
    operationId: 'listStaffChanges',
    summary: 'The audit list of the staff accounts: who changed which account, when and how (owner)',
  })
  @ApiOkResponse({ type: StaffChangeListDto })
  async listStaffChanges(): Promise<StaffChangeListDto> {
    const rows = await this.users.changes(AUDIT_LINES);
    return {
      items: rows.map((r) => ({
        id: r.id,
        changedAt: r.changedAt.toISOString(),
        changedBy: r.actorUsername,
        username: r.username,
        action: r.action,
        detail: r.detail,
      })),
    };
  }

  @Post()
  @Authenticated(Permission.StaffWrite)
  @ApiOperation({
    operationId: 'createStaffAccount',
    summary:
      'Adds a person: name, username, role, and a first password or an e-mailed one-time sign-in link (owner)',
  })
  @ApiJsonBody(
    CreateStaffAccountDto,
    'No name, a bad username or role, a short password, a bad e-mail address, or both a password and a link (field errors)',
  )
  @ApiCreatedResponse({ type: StaffAccountDto })
  @ApiErrors({ 409: 'The username is taken' })
  createStaffAccount(
    @Body() body: CreateStaffAccountDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<StaffAccountDto> {
    return answering(async () => {
      if (body.password !== undefined && body.signInLinkEmail !== undefined)
        throw new StaffAccountError('Set a first password or send a sign-in link, not both');
      const user =
        body.signInLinkEmail !== undefined
          ? await this.links.createWithLink(body, body.signInLinkEmail, actorOf(staff))
          : await this.accounts.create(body.username, body.password!, body.role, {
              name: body.name,
              actor: actorOf(staff),
            });
      return toDto(user);
    });
  }

  @Post(':id/sign-in-link')
  @Authenticated(Permission.StaffWrite)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    operationId: 'sendStaffSignInLink',
    summary:
      'E-mails a one-time link (72 h) with which the person sets their own password; earlier links stop working (owner)',
  })
  @ApiUuidParam()
  @ApiJsonBody(SendSignInLinkDto, 'A bad e-mail address (field errors)')
  @ApiAcceptedResponse({ description: 'The e-mail is queued' })
  @ApiErrors({ 404: NOT_FOUND, 409: 'The account is disabled' })
  async sendStaffSignInLink(
    @Param('id', uuid) id: string,
    @Body() body: SendSignInLinkDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<void> {
    await answering(() => this.links.send(id, body.email, actorOf(staff)));
  }

  @Patch(':id')
  @Authenticated(Permission.StaffWrite)
  @ApiOperation({
    operationId: 'updateStaffAccount',
    summary:
      "Changes an account's name or role, or disables (its sessions end at once) or enables it (owner)",
  })
  @ApiUuidParam()
  @ApiJsonBody(UpdateStaffAccountDto, 'An empty name, an unknown role (field errors)')
  @ApiOkResponse({ type: StaffAccountDto })
  @ApiErrors({ 404: NOT_FOUND, 409: LAST_OWNER })
  updateStaffAccount(
    @Param('id', uuid) id: string,
    @Body() body: UpdateStaffAccountDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<StaffAccountDto> {
    return answering(async () => toDto(await this.accounts.update(id, body, actorOf(staff))));
  }

  @Put(':id/password')
  @Authenticated(Permission.StaffWrite)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'setStaffPassword',
    summary: "Sets an account's password (a first one, or a new one): its open sessions end (owner)",
  })
  @ApiUuidParam()
  @ApiJsonBody(SetStaffPasswordDto, 'A password shorter than 12 characters (field errors)')
  @ApiNoContentResponse({ description: 'Set' })
  @ApiErrors({ 404: NOT_FOUND })
  async setStaffPassword(
    @Param('id', uuid) id: string,
    @Body() body: SetStaffPasswordDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<void> {
    await answering(() => this.accounts.setPasswordById(id, body.password, actorOf(staff)));
  }
}
