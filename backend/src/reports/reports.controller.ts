import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiDownloadResponse, ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ReportRangeQueryDto } from './dto/report-range-query.dto.js';
import { ReportsDto } from './dto/reports.dto.js';
import { TodayDto } from './dto/today.dto.js';
import { ReportFigureParamDto } from './dto/report-figure-param.dto.js';
import { reportCsv, reportCsvFilename } from './report-csv.js';
import { ReportsService } from './reports.service.js';

const BAD_RANGE = 'A from or to that is not a calendar day, to before from, or more than 366 days';

@ApiTags('reports')
@Controller('admin/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @Authenticated(Permission.ReportsRead)
  @ApiOperation({
    operationId: 'getReports',
    summary:
      "The owner's figures for a range of days (default the last four weeks): bookings per day, orders by state, turnaround, repairs finished per week with revenue and parts spend, revenue and margin, payments by method, sales tax collected by day, week and month, quote approval rate, orders unchanged for 3 days or more, deposits held and due at pickup (viewer and editor)",
  })
  @ApiOkResponse({ type: ReportsDto })
  @ApiErrors({ 400: BAD_RANGE })
  getReports(@Query() query: ReportRangeQueryDto): Promise<ReportsDto> {
    return this.reports.figures(query);
  }

  @Get('today')
  @Authenticated(Permission.ReportsRead)
  @ApiOperation({
    operationId: 'getToday',
    summary:
      "The shop's day so far for the dashboard: check-ins, pickups and takings by method today (shop time), and the open work by state (viewer and editor)",
  })
  @ApiOkResponse({ type: TodayDto })
  getToday(): Promise<TodayDto> {
    return this.reports.today();
  }

  @Get(':figure/export.csv')
  @Authenticated(Permission.ReportsRead)
  @ApiOperation({
    operationId: 'exportReportCsv',
    summary:
      "One figure's table as CSV for the same range (money in dollars, durations in hours, rates in percent)",
  })
  @ApiDownloadResponse('text/csv', 'RFC 4180 CSV with a header row, the rows of the figure’s table', {
    description: 'An attachment named after the figure and its range',
    example: 'attachment; filename="finished-per-week-2026-03-02-to-2026-03-29.csv"',
  })
  @ApiErrors({ 400: `An unknown figure, or ${BAD_RANGE.charAt(0).toLowerCase()}${BAD_RANGE.slice(1)}` })
  async exportReportCsv(
    @Param() { figure }: ReportFigureParamDto,
    @Query() query: ReportRangeQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const reports = await this.reports.figures(query);
    // Set here, not by @Header: a refused figure or range answers the one JSON error body.
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${reportCsvFilename(figure, reports)}"`);
    return reportCsv(figure, reports);
  }
}
