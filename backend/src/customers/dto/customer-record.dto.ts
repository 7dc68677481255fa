import { ApiProperty } from '@nestjs/swagger';

/** A customer record's contact details as staff see them. */
export class CustomerRecordDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Jane' })
  firstName: string;

  @ApiProperty({ example: 'Doe' })
  lastName: string;

  @ApiProperty({ example: 'jane@example.com', description: 'Empty once erased' })
  email: string;

  @ApiProperty({ example: '(555) 555-0123', description: 'Empty once erased' })
  phone: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', description: 'Last correction, merge or erasure' })
  updatedAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the customer was erased on request',
  })
  erasedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Who erased them' })
  erasedBy: string | null;
}
