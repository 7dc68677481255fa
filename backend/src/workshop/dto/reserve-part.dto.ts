import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { Units } from '../../inventory/dto/part-fields.js';

/** Parts an order needs: what is in stock is held for it, the rest it waits for. */
export class ReservePartDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  partId: string;

  @Units('Units the order needs')
  quantity: number;
}
