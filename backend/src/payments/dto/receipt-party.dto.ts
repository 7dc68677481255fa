import { ApiProperty } from '@nestjs/swagger';

/** Who a receipt is from or for: a name and how to reach them. */
export class ReceiptPartyDto {
  @ApiProperty({ example: 'Circuit Corner Repair' })
  name: string;

  @ApiProperty({ example: '(217) 555-0142', description: 'On the tracking page, only the last 4 digits' })
  phone: string;

  @ApiProperty({ example: 'hello@circuitcorner.example', description: 'Empty on the tracking page' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: '1200 Main Street, Springfield, IL 62701' })
  address: string | null;
}
