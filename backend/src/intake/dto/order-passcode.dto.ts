import { ApiProperty } from '@nestjs/swagger';
import { DATA_CHOICES, type DataChoice } from '../../repair-order/repair-order.js';
import { HeldPasscodeDto } from './held-passcode.dto.js';
import { PasscodeDestructionDto } from './passcode-destruction.dto.js';
import { PasscodeRevealDto } from './passcode-reveal.dto.js';

/** The passcode card of an order (editors only): whether one is held (never its value), its reveals, its end. */
export class OrderPasscodeDto {
  @ApiProperty({
    enum: DATA_CHOICES,
    enumName: 'DataChoice',
    nullable: true,
    description:
      "The customer's signed choice; null before the intake is signed. A passcode needs may_unlock",
  })
  dataChoice: DataChoice | null;

  @ApiProperty({ description: 'Whether a passcode may be recorded now (may_unlock and the order open)' })
  canRecord: boolean;

  @ApiProperty({ type: HeldPasscodeDto, nullable: true, description: 'Null when none is held' })
  passcode: HeldPasscodeDto | null;

  @ApiProperty({
    type: PasscodeDestructionDto,
    nullable: true,
    description: 'The last destruction, when none is held now and one was',
  })
  destroyed: PasscodeDestructionDto | null;

  @ApiProperty({ type: [PasscodeRevealDto], description: 'Every reveal, oldest first' })
  reveals: PasscodeRevealDto[];
}
