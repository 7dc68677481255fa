import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { REPORT_FIGURES, type ReportFigure } from '../report-csv.js';

/** Which figure's table to download. */
export class ReportFigureParamDto {
  @ApiProperty({ enum: REPORT_FIGURES, enumName: 'ReportFigure', example: 'finished-per-week' })
  @IsIn(REPORT_FIGURES, { message: `figure must be one of ${REPORT_FIGURES.join(', ')}` })
  figure: ReportFigure;
}
