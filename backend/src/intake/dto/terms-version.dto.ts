import { ApiProperty } from '@nestjs/swagger';

/** One version of the shop's repair terms, as it was written. */
export class TermsVersionDto {
  @ApiProperty({ example: 2, minimum: 1, description: 'Numbered from 1; a change makes the next one' })
  version: number;

  @ApiProperty({ example: '1. Diagnosis and estimate. …', description: 'The text, as customers read it' })
  text: string;

  @ApiProperty({ example: 'editor', description: 'Who wrote this version ("system" for the first)' })
  createdBy: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
