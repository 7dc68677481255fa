import { ApiProperty } from '@nestjs/swagger';

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];

/** One correction of a contact detail: who, when, old, new (both null once the customer is erased). */
export class CustomerChangeDto {
  @ApiProperty({ enum: CONTACT_FIELDS, enumName: 'CustomerContactField', example: 'email' })
  field: ContactFieldName;

  @ApiProperty({ type: String, nullable: true })
  oldValue: string | null;

  @ApiProperty({ type: String, nullable: true })
  newValue: string | null;

  @ApiProperty({ example: 'editor' })
  changedBy: string;

  @ApiProperty({ format: 'date-time' })
  changedAt: string;
}
