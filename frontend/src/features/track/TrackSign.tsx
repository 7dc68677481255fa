import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  useGetTrackingIntakeDocumentQuery,
  useSignTrackingIntakeMutation,
  type ApiError,
} from '../../api/track';
import { errorStatus, serverMessage } from '../../api/errors';
import { HideBackToTop } from '../../components/layout/HideBackToTop';
import { PageLoader } from '../../components/layout/PageLoader';
import { SigningForm, type Signing } from '../../components/signatures/SigningForm';
import { SIGNATURE_TEXT } from '../../components/signatures/signatureText';
import { NotFoundState } from '../../components/ui/NotFoundState';
import { PageContainer } from '../../components/ui/PageContainer';
import { paths } from '../../config/paths';
import { shop } from '../../config/shop';
import { formatDateTime } from '../../lib/dates';
import { metaOf } from '../../config/routeMeta';
import { usePageMeta } from '../../lib/usePageMeta';

/**
 * /track/<token>/sign (TrackOrderPage's module loads it: one page module for the tracking link's
 * pages keeps the app's entry small): the customer signs their intake on their own phone (intake spec 2), from the
 * tracking page's "Sign your intake": the shop's terms, the condition recorded, the estimate and the
 * data choice, exactly as the server hashed them, then their name and the signature pad.
 */
export default function TrackSign() {
  const { token = '' } = useParams();
  usePageMeta(metaOf('track.sign').title, 'Read and sign the intake of your repair.');
  const query = useGetTrackingIntakeDocumentQuery({ token }, { refetchOnMountOrArgChange: true });
  const [sign, { isLoading, data: signed }] = useSignTrackingIntakeMutation();
  const [error, setError] = useState<string | null>(null);
  const status = (query.error as ApiError | undefined)?.status;
  const back = (
    <Button variant="text" href={paths.track.order.href(token)} sx={{ ml: -1, mb: 1 }}>
      Back to your repair
    </Button>
  );
  const submit = async (signing: Signing) => {
    setError(null);
    try {
      await sign({ token, signDto: signing }).unwrap();
      window.scrollTo?.({ top: 0 });
    } catch (e) {
      if (errorStatus(e) === 409) void query.refetch();
      setError(
        errorStatus(e) === 409
          ? SIGNATURE_TEXT.changed
          : (serverMessage(e) ?? 'Your signature could not be saved.'),
      );
    }
  };
  return (
    <Box sx={{ minHeight: '100vh' }}>
      {/* A focused task: the floating Back to Top button would cover its controls on a phone. */}
      <HideBackToTop />
      <PageContainer>
        {back}
        {signed ? (
          <>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, mb: 2 }}>
              Your intake is signed
            </Typography>
            <Alert severity="success" role="status" data-testid="signed">
              Thank you, {signed.signerName}: your intake is signed (
              {formatDateTime(signed.signedAt, shop.timeZone)}). The shop sees it now.
            </Alert>
            <Button variant="contained" href={paths.track.order.href(token)} sx={{ mt: 2 }}>
              See your repair
            </Button>
          </>
        ) : query.data ? (
          <>
            {query.data.signedAt ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                You signed this intake on {formatDateTime(query.data.signedAt, shop.timeZone)}. Signing again
                records a new signature.
              </Alert>
            ) : null}
            <SigningForm
              key={query.data.document.hash}
              document={query.data.document}
              onSign={submit}
              busy={isLoading}
              error={error}
              headingLevel="h1"
            />
          </>
        ) : query.isSuccess || status === 404 || status === 400 ? (
          <NotFoundState
            title="This link does not work"
            message="The link may have expired. Ask the shop for a new one, or look up your repair."
          />
        ) : query.isError ? (
          <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
            The intake could not be loaded.
          </Alert>
        ) : (
          <PageLoader />
        )}
      </PageContainer>
    </Box>
  );
}
