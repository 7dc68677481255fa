import Link from '@mui/material/Link';
import { FactList } from '../../../../components/ui/FactList';
import { Section } from '../../../../components/ui/Section';
import { paths } from '../../../../config/paths';
import { formatPhone, mailtoHref, telHref } from '../../../../lib/format';
import { WORKSHOP_TEXT } from '../../text';
import { EstimatedReadyForm } from '../EstimatedReadyForm';
import { when } from './when';
import type { OrderSectionProps } from './orderSection';

const TEXT = WORKSHOP_TEXT.order;

/** The customer's contact and when the device should be ready (an editor changes it on an open order). */
export function CustomerSection({ order, canEdit, closed }: OrderSectionProps) {
  const { customer } = order;
  return (
    <Section title={TEXT.customer}>
      <FactList
        rows={[
          [
            'Name',
            customer.recordId ? (
              <Link key="n" href={paths.admin.customer.href(customer.recordId)}>
                {customer.name}
              </Link>
            ) : (
              customer.name
            ),
          ],
          // An erased customer has neither (counter spec 1): no empty links.
          [
            'Phone',
            customer.phone ? (
              <Link key="p" href={telHref(customer.phone)}>
                {formatPhone(customer.phone)}
              </Link>
            ) : (
              TEXT.contactNone
            ),
          ],
          [
            'Email',
            customer.email ? (
              <Link key="e" href={mailtoHref(customer.email)}>
                {customer.email}
              </Link>
            ) : customer.phone ? (
              TEXT.emailNone
            ) : (
              TEXT.contactNone
            ),
          ],
          [TEXT.estimatedReady, order.estimatedReadyAt ? when(order.estimatedReadyAt) : TEXT.readyNotSet],
        ]}
      />
      {canEdit && !closed ? (
        <EstimatedReadyForm key={order.estimatedReadyAt ?? ''} id={order.id} value={order.estimatedReadyAt} />
      ) : null}
    </Section>
  );
}
