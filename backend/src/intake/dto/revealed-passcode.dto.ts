import { ApiProperty } from '@nestjs/swagger';
import { PASSCODE_KINDS, type PasscodeKind } from '../passcode.js';

/** The passcode in plain text, for the editor who gave a reason (never stored by a browser or proxy). */
export class RevealedPasscodeDto {
  @ApiProperty({ enum: PASSCODE_KINDS, enumName: 'PasscodeKind', example: 'pin' })
  kind: PasscodeKind;

  @ApiProperty({
    example: '482916',
    description: 'As the customer gave it; a pattern as its dots 1 to 9 in order',
  })
  passcode: string;

  @ApiProperty({ format: 'date-time' })
  revealedAt: string;
}
