import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { InternalNote } from './internal-note.js';

/** A warranty claim on a picked-up order: which of its services failed. */
export class WarrantyClaimDto {
  @ApiProperty({ format: 'uuid', description: 'A service type of the original order' })
  @IsUUID('all')
  serviceTypeId: string;

  @InternalNote('What is wrong (an internal note on the new order)')
  note?: string;
}
