import { ApiProperty } from '@nestjs/swagger';
import { PASSCODE_KINDS, type PasscodeKind } from '../passcode.js';

/** The passcode the shop holds now, without its value. */
export class HeldPasscodeDto {
  @ApiProperty({ enum: PASSCODE_KINDS, enumName: 'PasscodeKind', example: 'pin' })
  kind: PasscodeKind;

  @ApiProperty({ example: 'editor', description: 'Who recorded it last' })
  recordedBy: string;

  @ApiProperty({ format: 'date-time' })
  recordedAt: string;

  @ApiProperty({ format: 'date-time', description: 'When the customer first gave it' })
  givenAt: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When it is destroyed at the latest (30 days after it was given)',
  })
  destroyBy: string;
}
