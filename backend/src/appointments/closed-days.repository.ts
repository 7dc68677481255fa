import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';

/** A day the shop is closed, in the shop's calendar (YYYY-MM-DD), with the reason staff gave. */
export interface ClosedDay {
  day: string;
  reason: string;
  createdBy: string;
  createdAt: Date;
}

interface ClosedDayRow {
  day: string;
  reason: string;
  created_by: string;
  created_at: Date;
}

const COLUMNS = `to_char(day, 'YYYY-MM-DD') AS day, reason, created_by, created_at`;

/** Every SQL statement about closed days (the table closed_days). */
@Injectable()
export class ClosedDaysRepository {
  constructor(private readonly db: Db) {}

  /** The closed days from `from` to `to` (both included, YYYY-MM-DD; open-ended without `to`), in order. */
  async between(from: string, to?: string): Promise<ClosedDay[]> {
    const rows = await this.db.query<ClosedDayRow>(
      `SELECT ${COLUMNS} FROM closed_days WHERE day >= $1::date AND ($2::date IS NULL OR day <= $2::date) ORDER BY day`,
      [from, to ?? null],
    );
    return rows.map(toClosedDay);
  }

  /** Closes a day; undefined when it was already closed (the key decides, no read first). */
  async add(closedDay: ClosedDay): Promise<ClosedDay | undefined> {
    const row = await this.db.one<ClosedDayRow>(
      `INSERT INTO closed_days (day, reason, created_by, created_at) VALUES ($1::date, $2, $3, $4)
       ON CONFLICT (day) DO NOTHING RETURNING ${COLUMNS}`,
      [closedDay.day, closedDay.reason, closedDay.createdBy, closedDay.createdAt],
    );
    return row ? toClosedDay(row) : undefined;
  }

  /** Opens a closed day again; false when it was not closed. */
  async remove(day: string): Promise<boolean> {
    return (await this.db.execute(`DELETE FROM closed_days WHERE day = $1::date`, [day])) === 1;
  }
}

function toClosedDay(r: ClosedDayRow): ClosedDay {
  return { day: r.day, reason: r.reason, createdBy: r.created_by, createdAt: new Date(r.created_at) };
}
