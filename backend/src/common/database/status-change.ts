/**
 * A row of a status history table (appointment_status_changes, repair_order_status_changes: each
 * life cycle writes one per move) and its one mapping to the record the services and DTOs read.
 */
export interface StatusChangeRow<From, To> {
  from_status: From;
  to_status: To;
  changed_by: string;
  changed_at: Date;
}

export interface StatusChange<From, To> {
  from: From;
  to: To;
  changedBy: string;
  changedAt: Date;
}

export function statusChangeOf<From, To>(row: StatusChangeRow<From, To>): StatusChange<From, To> {
  return {
    from: row.from_status,
    to: row.to_status,
    changedBy: row.changed_by,
    changedAt: new Date(row.changed_at),
  };
}
