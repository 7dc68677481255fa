import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** Search text is one line of printable text (a NUL would not even reach the database). */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * The query of a back-office list the server searches and pages: `q`, `page` (1-based) and
 * `pageSize` (1 to 100). Each list names what `q` matches and its default page size.
 */
export function PagedSearchQuery(options: { search: string; defaultPageSize: number }) {
  class PagedSearchQueryDto {
    @ApiPropertyOptional({ maxLength: 100, description: options.search })
    @IsOptional()
    @Transform(trim)
    @IsString()
    @MaxLength(100)
    @Matches(NO_CONTROL_CHARACTERS, { message: 'q must not contain control characters' })
    q?: string;

    @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100000, default: 1 })
    @IsOptional()
    @Type(() => Number)
    @IsInt()
    @Min(1)
    @Max(100000)
    page?: number;

    @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: options.defaultPageSize })
    @IsOptional()
    @Type(() => Number)
    @IsInt()
    @Min(1)
    @Max(100)
    pageSize?: number;
  }
  return PagedSearchQueryDto;
}
