import { ApiProperty } from '@nestjs/swagger';
import { TermsVersionDto } from './terms-version.dto.js';

/** The shop's repair terms: the version in force and every earlier one (kept, never changed). */
export class TermsDto {
  @ApiProperty({ type: TermsVersionDto, description: 'The version customers sign now' })
  current: TermsVersionDto;

  @ApiProperty({
    type: [TermsVersionDto],
    description: 'Every version, newest first (the current one included)',
  })
  versions: TermsVersionDto[];
}
