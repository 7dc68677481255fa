import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetAdminCustomerQuery, type AdminCustomerDetailDto } from '../../../api/staff';
import { RecordLoadState, recordUnavailable } from '../../../components/staff/RecordLoadState';
import { FactList } from '../../../components/ui/FactList';
import { PageContainer } from '../../../components/ui/PageContainer';
import { Section } from '../../../components/ui/Section';
import { REPAIR_ORDER_STATUS_LABEL } from '../../../components/workshop/repairOrderStatus';
import type { RepairOrderStatus } from '../../../api/staff';
import { paths } from '../../../config/paths';
import { shop } from '../../../config/shop';
import { formatCents } from '../../../lib/money';
import { usePageMeta } from '../../../lib/usePageMeta';
import {
  formatShopDate,
  formatShopDateTime,
  fullName,
  mailtoHref,
  statusLabel,
  formatPhone,
  telHref,
} from '../appointments';
import { claimText } from '../customers';
import { BACK_OFFICE_TEXT } from '../text';
import { CustomerContactDialog } from './CustomerContactDialog';
import { CustomerEraseDialog } from './CustomerEraseDialog';
import { CustomerMergeDialog } from './CustomerMergeDialog';

const TEXT = BACK_OFFICE_TEXT.customer;
const LOAD_STATE = {
  notFound: {
    title: TEXT.notFound,
    message: TEXT.notFoundMessage,
    back: { label: BACK_OFFICE_TEXT.customers.title, href: paths.admin.customers.href() },
  },
  loadingLabel: TEXT.loading,
  loadFailed: TEXT.loadFailed,
};
const FIELD_LABEL = {
  firstName: TEXT.firstName,
  lastName: TEXT.lastName,
  email: TEXT.email,
  phone: TEXT.phone,
};
const date = (iso: string) => formatShopDate(iso, shop.timeZone);
const dateTime = (iso: string) => formatShopDateTime(iso, shop.timeZone);

/** A list of a section, newest first, or the words for none. */
function Items<T>({ items, none, render }: { items: T[]; none: string; render: (item: T) => ReactNode }) {
  if (items.length === 0) return <Typography color="text.secondary">{none}</Typography>;
  return (
    <List dense disablePadding>
      {items.map((item, i) => (
        <ListItem key={i} disableGutters divider={i < items.length - 1} sx={{ display: 'block', py: 1 }}>
          {render(item)}
        </ListItem>
      ))}
    </List>
  );
}

/** A line of a list: what, then the details under it. */
function Line({ title, details }: { title: ReactNode; details: ReactNode }) {
  return (
    <>
      <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography component="div" variant="body2" color="text.secondary">
        {details}
      </Typography>
    </>
  );
}

type Dialog = 'edit' | 'addEmail' | 'merge' | 'erase' | null;

/**
 * A customer's page (counter spec 1): contact details and their other addresses, then every
 * booking, repair order, quote, payment, receipt and discount claim, newest first, and the record's
 * corrections and merges.
 */
export function CustomerScreen({ id, canEdit }: { id: string; canEdit: boolean }) {
  const query = useGetAdminCustomerQuery({ id }, { refetchOnMountOrArgChange: true });
  const [dialog, setDialog] = useState<Dialog>(null);
  const page: AdminCustomerDetailDto | undefined = query.data;
  usePageMeta(page ? fullName(page.customer) : TEXT.title, 'A customer, for shop staff');

  if (!page || recordUnavailable(query.error))
    return <RecordLoadState error={query.error} isError={query.isError} {...LOAD_STATE} />;

  const { customer } = page;
  const erased = customer.erasedAt !== null;
  return (
    <PageContainer>
      <Box sx={{ mb: 1 }}>
        <Button variant="text" href={paths.admin.customers.href()} sx={{ ml: -1 }}>
          {TEXT.back}
        </Button>
      </Box>
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {fullName(customer)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {TEXT.since} {date(customer.createdAt)}
      </Typography>
      {erased ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {TEXT.erased(dateTime(customer.erasedAt!), customer.erasedBy ?? '')}
        </Alert>
      ) : canEdit ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {TEXT.readOnly}
        </Alert>
      )}
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
          <Section title={TEXT.contact}>
            <FactList
              rows={[
                [TEXT.name, fullName(customer)],
                [
                  TEXT.email,
                  customer.email ? (
                    <Link href={mailtoHref(customer.email)}>{customer.email}</Link>
                  ) : erased ? (
                    TEXT.none
                  ) : (
                    TEXT.noEmail
                  ),
                ],
                [
                  TEXT.phone,
                  customer.phone ? (
                    <Link href={telHref(customer.phone)}>{formatPhone(customer.phone)}</Link>
                  ) : (
                    TEXT.none
                  ),
                ],
              ]}
            />
            {canEdit && !erased ? (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
                {customer.email ? null : (
                  <Button variant="contained" onClick={() => setDialog('addEmail')}>
                    {TEXT.addEmail}
                  </Button>
                )}
                <Button variant={customer.email ? 'contained' : 'outlined'} onClick={() => setDialog('edit')}>
                  {TEXT.edit}
                </Button>
                <Button variant="outlined" onClick={() => setDialog('merge')}>
                  {TEXT.merge}
                </Button>
                <Button variant="outlined" color="error" onClick={() => setDialog('erase')}>
                  {TEXT.erase}
                </Button>
              </Stack>
            ) : null}
          </Section>
          <Section title={TEXT.otherAddresses}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {TEXT.otherAddressesHelp}
            </Typography>
            <Items
              items={page.otherAddresses}
              none={TEXT.none}
              render={(a) => (
                <Line title={a.email || TEXT.none} details={`${formatPhone(a.phone)} · ${date(a.since)}`} />
              )}
            />
          </Section>
        </Box>
        <Section title={TEXT.bookings}>
          <Items
            items={page.bookings}
            none={TEXT.noBookings}
            render={(b) => (
              <Line
                title={`${b.reference} · ${dateTime(b.startsAt)}`}
                details={[
                  statusLabel(b.status),
                  b.device,
                  b.services.join(', '),
                  b.estimatedPriceCents === null ? null : formatCents(b.estimatedPriceCents),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            )}
          />
        </Section>
        <Section title={TEXT.orders}>
          <Items
            items={page.repairOrders}
            none={TEXT.noOrders}
            render={(o) => (
              <Line
                title={
                  <Link href={paths.admin.repairOrder.href(o.id)}>
                    {o.reference} · {o.device}
                  </Link>
                }
                details={[
                  REPAIR_ORDER_STATUS_LABEL[o.status as RepairOrderStatus] ?? o.status,
                  o.repairType,
                  formatCents(o.totalCostCents),
                  `checked in ${date(o.createdAt)}`,
                  o.pickedUpAt ? `picked up ${date(o.pickedUpAt)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            )}
          />
        </Section>
        <Section title={TEXT.quotes}>
          <Items
            items={page.quotes}
            none={TEXT.noQuotes}
            render={(q) => (
              <Line
                title={
                  <Link href={paths.admin.repairOrder.href(q.repairOrderId)}>
                    {TEXT.quote(q.orderReference, q.version)}
                  </Link>
                }
                details={[q.status, formatCents(q.totalCents), `sent ${date(q.sentAt)}`].join(' · ')}
              />
            )}
          />
        </Section>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
          <Section title={TEXT.payments}>
            <Items
              items={page.payments}
              none={TEXT.noPayments}
              render={(p) => (
                <Line
                  title={TEXT.payment(formatCents(p.amountCents), p.method)}
                  details={[
                    p.orderReference,
                    p.deposit ? TEXT.deposit : null,
                    p.reason ? TEXT.refund(p.reason) : null,
                    TEXT.by(p.takenBy, dateTime(p.takenAt)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              )}
            />
          </Section>
          <Section title={TEXT.receipts}>
            <Items
              items={page.receipts}
              none={TEXT.noReceipts}
              render={(r) => (
                <Line
                  title={<Link href={paths.admin.receipt.href(r.id)}>{r.number}</Link>}
                  details={[
                    r.kind === 'credit_note' ? TEXT.creditNote : null,
                    r.orderReference,
                    formatCents(r.totalCents),
                    date(r.issuedAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              )}
            />
          </Section>
        </Box>
        <Section title={TEXT.claims}>
          <Items
            items={page.claims}
            none={TEXT.noClaims}
            render={(c) => <Line title={c.code} details={claimText(c, shop.timeZone)} />}
          />
        </Section>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
          <Section title={TEXT.history}>
            <Items
              items={page.changes}
              none={TEXT.noHistory}
              render={(c) => (
                <Line
                  title={TEXT.changed(
                    FIELD_LABEL[c.field],
                    c.oldValue ?? TEXT.erasedValue,
                    c.newValue ?? TEXT.erasedValue,
                  )}
                  details={TEXT.by(c.changedBy, dateTime(c.changedAt))}
                />
              )}
            />
          </Section>
          <Section title={TEXT.merges}>
            <Items
              items={page.merges}
              none={TEXT.none}
              render={(m) => (
                <Line
                  title={TEXT.merged(m.mergedName, m.mergedBy, dateTime(m.mergedAt))}
                  details={TEXT.moved(m.moved.bookings ?? 0, m.moved.repairOrders ?? 0, m.moved.claims ?? 0)}
                />
              )}
            />
          </Section>
        </Box>
      </Stack>
      {dialog === 'edit' || dialog === 'addEmail' ? (
        <CustomerContactDialog
          customer={customer}
          focus={dialog === 'addEmail' ? 'email' : 'firstName'}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'merge' ? (
        <CustomerMergeDialog customer={customer} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'erase' ? (
        <CustomerEraseDialog customer={customer} onClose={() => setDialog(null)} />
      ) : null}
    </PageContainer>
  );
}
