import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { OrderPasscodeDto } from './dto/order-passcode.dto.js';
import { RecordPasscodeDto } from './dto/record-passcode.dto.js';
import { RevealPasscodeDto } from './dto/reveal-passcode.dto.js';
import { RevealedPasscodeDto } from './dto/revealed-passcode.dto.js';
import { PasscodeService } from './passcode.service.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const NOT_FOUND = 'No repair order with this id';
const KEY_MISSING =
  'The passcode was encrypted with a key this server does not have (PASSCODE_KEYS), or does not open with it';

/**
 * The device's passcode of one repair order (intake spec 3): editors only (a viewer gets 403 on
 * every route). Recorded only when the customer signed "You may unlock the device"; revealed with
 * a reason, each reveal recorded; the value is never in a log, a list or the tracking page.
 */
@ApiTags('passcode')
@Controller('admin/repair-orders/:id/passcode')
export class PasscodeController {
  constructor(private readonly passcodes: PasscodeService) {}

  @Get()
  @Authenticated(Permission.PasscodesManage)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getRepairOrderPasscode',
    summary:
      "The order's passcode card: the customer's data choice, whether a passcode is held (never its value), every reveal, when it was destroyed (editor)",
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: OrderPasscodeDto })
  @ApiErrors({ 404: NOT_FOUND })
  getRepairOrderPasscode(@Param('id', uuid) id: string): Promise<OrderPasscodeDto> {
    return this.passcodes.view(id);
  }

  @Put()
  @Authenticated(Permission.PasscodesManage)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'recordRepairOrderPasscode',
    summary:
      'Records the device passcode (PIN, password or unlock pattern), encrypted (AES-256-GCM); a second call corrects it. Only when the customer signed "You may unlock the device" and the order is open (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(
    RecordPasscodeDto,
    'kind is not pin, password or pattern, or the passcode does not fit its kind (a PIN: 4 to 16 digits; a password: 1 to 64 characters; a pattern: 4 to 9 different dots 1 to 9)',
  )
  @ApiOkResponse({ type: OrderPasscodeDto })
  @ApiErrors({
    404: NOT_FOUND,
    409: 'The customer has not signed the intake, chose "Do not access my data", or the order is closed',
  })
  recordRepairOrderPasscode(
    @Param('id', uuid) id: string,
    @Body() body: RecordPasscodeDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<OrderPasscodeDto> {
    return this.passcodes.record(id, body.kind, body.passcode, staff);
  }

  @Post('reveal')
  @HttpCode(HttpStatus.OK)
  @Authenticated(Permission.PasscodesManage)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'revealRepairOrderPasscode',
    summary:
      "Reveals the passcode to the editor, who says why; the reveal (who, when, why) is recorded and the customer's tracking page counts it (editor)",
  })
  @ApiUuidParam()
  @ApiJsonBody(RevealPasscodeDto, 'No reason, or one longer than 500 characters')
  @ApiOkResponse({ type: RevealedPasscodeDto })
  @ApiErrors({
    404: NOT_FOUND,
    409: 'No passcode is held: none was recorded, or it was destroyed (hand-over, cancellation, 30 days, erasure)',
    503: KEY_MISSING,
  })
  revealRepairOrderPasscode(
    @Param('id', uuid) id: string,
    @Body() body: RevealPasscodeDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<RevealedPasscodeDto> {
    return this.passcodes.reveal(id, body.reason, staff);
  }
}
