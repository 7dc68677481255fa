import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';

/** The new display order: every id of the list (retired ones included), first shown first. */
export class ReorderDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'uuid' },
    minItems: 1,
    maxItems: 2000,
    uniqueItems: true,
    description: 'Every id of the list exactly once, in the new order',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(2000)
  @ArrayUnique({ message: 'ids must not repeat' })
  @IsUUID('all', { each: true })
  ids: string[];
}
