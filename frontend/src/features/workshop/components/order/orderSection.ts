import type { RepairOrderDto } from '../../../../api/staff';

/** What a section of the order page is given: the order, whether this staff member edits it, whether it is closed. */
export interface OrderSectionProps {
  order: RepairOrderDto;
  canEdit: boolean;
  /** Picked up or cancelled: its ready time and discount no longer change. */
  closed: boolean;
}
