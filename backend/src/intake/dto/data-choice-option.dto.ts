import { ApiProperty } from '@nestjs/swagger';
import { DATA_CHOICES, type DataChoice } from '../../repair-order/repair-order.js';

/** One of the two data choices, with the words the customer reads (intake spec 3). */
export class DataChoiceOptionDto {
  @ApiProperty({ enum: DATA_CHOICES, enumName: 'DataChoice', example: 'may_unlock' })
  value: DataChoice;

  @ApiProperty({ example: 'Do not access my data' })
  label: string;
}
