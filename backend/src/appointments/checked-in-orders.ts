import { Injectable } from '@nestjs/common';

/** Where a checked-in booking's repair order is found (the workshop owns repair orders). */
export interface CheckedInOrderSource {
  /** The reference (RO-…) of the order the booking's check-in opened, if any. */
  referenceOfAppointment(appointmentId: string): Promise<string | undefined>;
}

/**
 * The repair order a booking's check-in opened, for the customer's look-up of their booking
 * (issue 39 item 10): the workshop stands above appointments (it checks bookings in), so it
 * registers how to find its orders here rather than appointments importing it.
 */
@Injectable()
export class CheckedInOrders {
  private source: CheckedInOrderSource | undefined;

  register(source: CheckedInOrderSource): void {
    this.source = source;
  }

  async referenceOf(appointmentId: string): Promise<string | null> {
    return (await this.source?.referenceOfAppointment(appointmentId)) ?? null;
  }
}
