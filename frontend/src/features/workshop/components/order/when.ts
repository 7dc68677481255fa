import { shop } from '../../../../config/shop';
import { formatDateTime } from '../../../../lib/dates';

/** An instant on the order page, in the shop's time zone. */
export const when = (iso: string) => formatDateTime(iso, shop.timeZone);
