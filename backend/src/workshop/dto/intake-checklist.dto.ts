import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CHECK_RESULTS, type CheckResult } from '../../repair-order/repair-order.js';

const Check = (part: string): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ enum: CHECK_RESULTS, enumName: 'IntakeCheck', example: 'ok', description: part }),
    IsIn(CHECK_RESULTS),
  );

/** The device's condition at the counter, part by part: ok, damaged or not checked. */
export class IntakeChecklistDto {
  @Check('The screen')
  screen: CheckResult;

  @Check('The back (glass or cover)')
  back: CheckResult;

  @Check('The buttons')
  buttons: CheckResult;

  @Check('The cameras')
  cameras: CheckResult;

  @Check('Charging')
  charging: CheckResult;

  @Check('Whether it powers on')
  powersOn: CheckResult;
}
