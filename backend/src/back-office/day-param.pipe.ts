import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { parseDay } from '../appointments/shop-days.js';

/** A path parameter that must name a calendar day (YYYY-MM-DD): 400 otherwise. */
export class DayParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!parseDay(value)) throw new BadRequestException({ message: 'The day is not a date (YYYY-MM-DD)' });
    return value;
  }
}
