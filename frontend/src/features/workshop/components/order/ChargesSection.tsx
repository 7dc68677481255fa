import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { ChargeLineDto } from '../../../../api/staff';
import { FactList } from '../../../../components/ui/FactList';
import { Section } from '../../../../components/ui/Section';
import { formatCents } from '../../../../lib/money';
import { WORKSHOP_TEXT } from '../../text';
import { DiscountCodeForm } from '../DiscountCodeForm';
import type { OrderSectionProps } from './orderSection';

const TEXT = WORKSHOP_TEXT.order;

/** The kind of a line, in the receipt's words (service, labour, part). */
const CHARGE_KIND: Record<ChargeLineDto['kind'], string> = {
  service: 'Service',
  labour: 'Labour',
  part: 'Part',
};

/** A line's facts as the receipt writes them: its kind, how many at what unit price, a service's warranty. */
export function chargeFacts(c: ChargeLineDto): string {
  return [
    CHARGE_KIND[c.kind],
    ...(c.quantity > 1 ? [`${c.quantity} × ${formatCents(c.unitPriceCents)} each`] : []),
    ...(c.kind === 'service' ? [`${c.warrantyDays} days warranty`] : []),
  ].join(' · ');
}

/** A line of the bill: what it is, its amount and facts. */
const chargeRow = (c: ChargeLineDto): [string, ReactNode] => [
  c.description,
  <span key="v">
    {formatCents(c.totalCents)}
    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {chargeFacts(c)}
    </Typography>
  </span>,
];

/**
 * The order's money (workshop spec 1, counter spec 3): the charges line by line and their sums, the
 * discount, the total and what credit notes took off it; then, apart, the shop's parts spend and the
 * margin. An editor may redeem the first-repair discount on an open order.
 */
export function ChargesSection({ order, canEdit, closed }: OrderSectionProps) {
  return (
    <Section title={TEXT.services}>
      <FactList
        rows={[
          ...order.charges.map(chargeRow),
          [TEXT.labor, formatCents(order.laborCostCents)],
          [TEXT.parts, formatCents(order.partsCostCents)],
          ...(order.discountCents
            ? [[TEXT.discount, formatCents(-order.discountCents)] as [string, string]]
            : []),
          [TEXT.total, <strong key="t">{formatCents(order.totalCostCents)}</strong>],
          // Counter spec 3: credit notes lower what the order charges.
          ...(order.creditedCents
            ? [
                [TEXT.credited, formatCents(-order.creditedCents)] as [string, string],
                [
                  TEXT.netTotal,
                  <strong key="n">{formatCents(order.totalCostCents - order.creditedCents)}</strong>,
                ] as [string, ReactNode],
              ]
            : []),
          // What the shop spent on parts, apart from what the customer pays.
          [TEXT.partsSpend, formatCents(order.partsSpendCents)],
          [TEXT.margin, formatCents(order.marginCents)],
        ]}
      />
      {order.status === 'awaiting_approval' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {TEXT.quoteWaiting}
        </Typography>
      ) : null}
      {canEdit && order.discountCents === 0 && !closed ? <DiscountCodeForm orderId={order.id} /> : null}
    </Section>
  );
}
