import { ApiProperty } from '@nestjs/swagger';

/** A reveal of the passcode: who, when, why. */
export class PasscodeRevealDto {
  @ApiProperty({ example: 'editor' })
  by: string;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ example: 'Testing the new screen after the repair' })
  reason: string;
}
