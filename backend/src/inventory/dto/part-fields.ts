import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { given, trim } from '../../catalogue/catalogue-admin.rules.js';
import { IsDollars } from '../../common/money/money.js';

export const PART_TEXT_MAX_LENGTH = 80;
export const MAX_UNIT_COST_DOLLARS = 10_000;
export const MAX_STOCK_STEP = 10_000;

/** An optional text field of a part (part type, supplier): trimmed; empty or null clears it. */
export function PartText(example: string, description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      example,
      description,
      nullable: true,
      type: String,
      maxLength: PART_TEXT_MAX_LENGTH,
    }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => {
      const trimmed = trim({ value });
      return trimmed === '' ? null : trimmed;
    }),
    ValidateIf((_o, value) => value !== null),
    IsString(),
    MaxLength(PART_TEXT_MAX_LENGTH),
  );
}

/** The catalogue's device model a part fits: a device model's id; null (or left out of a new part): any device. */
export function PartDeviceModelId(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'uuid',
      nullable: true,
      description: "The catalogue's device model it fits; null: any device",
    }),
    IsOptional(),
    ValidateIf((_o, value) => value !== null),
    IsUUID('all', { message: 'deviceModelId must be the id of a device model' }),
  );
}

/** The unit cost in dollars with at most 2 decimals. */
export function UnitCost({ partial = false } = {}): PropertyDecorator {
  const doc = {
    example: 38.5,
    minimum: 0,
    maximum: MAX_UNIT_COST_DOLLARS,
    description: 'What one unit costs the shop, in dollars (at most 2 decimals)',
  };
  return applyDecorators(
    partial ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(partial ? [ValidateIf(given)] : []),
    IsDollars({ message: 'unitCost must be a number of dollars with at most 2 decimals' }),
    Min(0),
    Max(MAX_UNIT_COST_DOLLARS),
  );
}

/** The sell price in cents (a new field: its unit in its name). Left out of a new part: its unit cost. */
export function SellPriceCents(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      example: 6500,
      minimum: 0,
      maximum: MAX_UNIT_COST_DOLLARS * 100,
      description:
        'What one unit is sold for on a quote, in cents; a new part left without one sells at its unit cost',
    }),
    ValidateIf(given),
    IsInt({ message: 'sellPriceCents must be a whole number of cents' }),
    Min(0),
    Max(MAX_UNIT_COST_DOLLARS * 100),
  );
}

/** The level at or under which a part is listed as low on stock. */
export function ReorderLevel({ partial = false } = {}): PropertyDecorator {
  const doc = {
    type: 'integer' as const,
    example: 2,
    minimum: 0,
    maximum: MAX_STOCK_STEP,
    description: 'Listed as low on stock when the available units are at or under it',
  };
  return applyDecorators(
    partial ? ApiPropertyOptional(doc) : ApiPropertyOptional({ ...doc, default: 0 }),
    partial ? ValidateIf(given) : IsOptional(),
    IsInt({ message: 'reorderLevel must be a whole number' }),
    Min(0),
    Max(MAX_STOCK_STEP),
  );
}

/** A whole number of units, 1 to MAX_STOCK_STEP. */
export function Units(description: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', example: 2, minimum: 1, maximum: MAX_STOCK_STEP, description }),
    IsInt({ message: 'quantity must be a whole number' }),
    Min(1),
    Max(MAX_STOCK_STEP),
  );
}
