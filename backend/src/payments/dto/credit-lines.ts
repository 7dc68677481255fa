import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';

/** The receipt lines a credit note is for (their positions on the receipt, from 0): optional, named on the note. */
export const CreditLines = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      isArray: true,
      minimum: 0,
      maximum: 99,
      example: [1],
      description:
        "The receipt's lines credited (their positions, from 0): the credit note names them and is at most their sum",
    }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(100),
    ArrayUnique(),
    IsInt({ each: true }),
    Min(0, { each: true }),
    Max(99, { each: true }),
  );
