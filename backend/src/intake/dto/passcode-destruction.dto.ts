import { ApiProperty } from '@nestjs/swagger';
import { PASSCODE_DESTROY_CAUSES, type PasscodeDestroyCause } from '../passcode.js';

/** When and why the order's passcode was destroyed. */
export class PasscodeDestructionDto {
  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({
    enum: PASSCODE_DESTROY_CAUSES,
    enumName: 'PasscodeDestroyCause',
    description:
      "picked_up (hand-over), cancelled, expired (30 days after it was given), erasure (the customer's record), data_choice (the customer withdrew the permission), deleted",
  })
  cause: PasscodeDestroyCause;
}
