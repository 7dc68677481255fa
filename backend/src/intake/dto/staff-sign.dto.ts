import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SIGNATURE_KINDS, type SignatureKind } from '../signature.js';
import { SignDto } from './sign.dto.js';

/** A signature on the shop's screen: the intake or the hand-over. */
export class StaffSignDto extends SignDto {
  @ApiProperty({ enum: SIGNATURE_KINDS, enumName: 'SignatureKind', example: 'intake' })
  @IsIn(SIGNATURE_KINDS)
  kind: SignatureKind;
}
