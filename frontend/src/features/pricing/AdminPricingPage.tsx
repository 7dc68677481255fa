import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { type ApiError } from '../../api';
import { useGetAdminPricingQuery, type AdminSessionDto } from '../../api/staff';
import { PageContainer } from '../../components/ui/PageContainer';
import { PageHeading } from '../../components/ui/PageHeading';
import { notifyError } from '../../components/notify';
import { AuthenticationRequired } from '../../components/staff/AuthenticationRequired';
import { BackToDashboard } from '../../components/staff/BackToDashboard';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { usePageMeta } from '../../lib/usePageMeta';
import { PricingEditor } from './components/PricingEditor';
import { PRICING_TEXT } from './text';

const isUnauthorized = (error: unknown): boolean => (error as ApiError | undefined)?.status === 401;

/** /admin/pricing: the retail price matrix, read-only for viewers, editable for editors. */
export default function AdminPricingPage() {
  usePageMeta(PRICING_TEXT.title, 'Retail price matrix of the shop staff');
  return (
    <StaffGate loadingLabel="Loading pricing" signedOutMessage={PRICING_TEXT.authRequiredMessage}>
      {(session) => <PricingScreen session={session} />}
    </StaffGate>
  );
}

function PricingScreen({ session }: { session: AdminSessionDto }) {
  const pricing = useGetAdminPricingQuery();
  // A 401 means signed out, even when an older answer is still cached (e.g. right after logout).
  const loadFailed = pricing.isError && !isUnauthorized(pricing.error);
  useEffect(() => {
    if (loadFailed) notifyError('Error Loading Pricing Data', 'Unable to fetch pricing information');
  }, [loadFailed]);

  if (pricing.isLoading) {
    return (
      <PageContainer>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading pricing" />
        </Box>
      </PageContainer>
    );
  }
  if (isUnauthorized(pricing.error))
    return <AuthenticationRequired message={PRICING_TEXT.authRequiredMessage} />;

  return (
    <PageContainer>
      <BackToDashboard />
      <PageHeading
        title={PRICING_TEXT.title}
        subtitle={PRICING_TEXT.subtitle}
        shortSubtitle={PRICING_TEXT.shortSubtitle}
      />
      {pricing.data ? (
        <PricingEditor data={pricing.data} editable={may(session, 'prices:write')} />
      ) : (
        <Alert severity="error">Unable to fetch pricing information</Alert>
      )}
    </PageContainer>
  );
}
