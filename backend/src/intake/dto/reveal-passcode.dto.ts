import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { REVEAL_REASON_MAX_LENGTH } from '../passcode.js';

/** Why an editor needs the passcode now (kept in the order's passcode history). */
export class RevealPasscodeDto {
  @ApiProperty({
    minLength: 1,
    maxLength: REVEAL_REASON_MAX_LENGTH,
    example: 'Testing the new screen after the repair',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'reason is required: say why the passcode is needed' })
  @MaxLength(REVEAL_REASON_MAX_LENGTH)
  reason: string;
}
