import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../catalogue/catalogue-admin.rules.js';
import { Units } from './part-fields.js';

export class RecordDeliveryDto {
  @Units('Units delivered')
  quantity: number;

  @ApiPropertyOptional({ example: 'Invoice 4411', maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  note?: string;
}
