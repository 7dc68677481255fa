import { ApiProperty } from '@nestjs/swagger';

/** What the customer sees of their passcode: never the passcode, only what the shop did with it. */
export class TrackingPasscodeDto {
  @ApiProperty({ description: 'Whether the shop holds a passcode of the device now' })
  held: boolean;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 1,
    description: 'How many times the technician revealed it',
  })
  revealCount: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was destroyed, once it is',
  })
  destroyedAt: string | null;
}
