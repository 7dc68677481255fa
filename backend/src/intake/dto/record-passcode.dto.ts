import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Length } from 'class-validator';
import { PASSCODE_KINDS, PASSCODE_MAX_LENGTH, type PasscodeKind } from '../passcode.js';

/** The device's passcode as the customer gives it (stored encrypted; never logged). */
export class RecordPasscodeDto {
  @ApiProperty({ enum: PASSCODE_KINDS, enumName: 'PasscodeKind', example: 'pin' })
  @IsIn(PASSCODE_KINDS)
  kind: PasscodeKind;

  @ApiProperty({
    minLength: 1,
    maxLength: PASSCODE_MAX_LENGTH,
    example: '482916',
    description:
      'A PIN: 4 to 16 digits. A password: 1 to 64 characters. A pattern: the dots of the 3 x 3 grid in the order drawn, numbered 1 to 9 from the top left, each at most once, 4 to 9 of them (e.g. 14789)',
  })
  @IsString()
  @Length(1, PASSCODE_MAX_LENGTH)
  passcode: string;
}
