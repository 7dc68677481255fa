import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SIGNATURE_TEXT, shortHash } from './signatureText';

const TEXT = SIGNATURE_TEXT;

/** A signature as shown on the order page and the slip: its strokes, name, time and terms version. */
export interface ShownSignature {
  kind: 'intake' | 'handover';
  signerName: string | null;
  signedAt: string;
  termsVersion: number;
  documentHash: string;
  imageUrl: string | null;
  via?: 'shop_screen' | 'customer_phone';
}

/** One signature: the strokes (or that they were erased), the name, when (shop time), the terms version. */
export function SignatureCard({
  signature,
  when,
}: {
  signature: ShownSignature;
  when: (iso: string) => string;
}) {
  const title = signature.kind === 'intake' ? TEXT.intakeTitle : TEXT.handoverTitle;
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }} data-testid={`signature-${signature.kind}`}>
      {signature.imageUrl ? (
        <Box
          component="img"
          src={signature.imageUrl}
          alt={`${title}: signature of ${signature.signerName ?? 'the customer'}`}
          width={300}
          height={100}
          sx={{
            display: 'block',
            width: '100%',
            maxWidth: 300,
            height: 'auto',
            borderBottom: 1,
            borderColor: 'text.secondary',
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {TEXT.erased}
        </Typography>
      )}
      <Box component="figcaption" sx={{ mt: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {title}
          {signature.signerName ? ` · ${signature.signerName}` : ''}
        </Typography>
        <Typography variant="body2">
          <time dateTime={signature.signedAt}>{when(signature.signedAt)}</time>
          {signature.via ? ` · ${signature.via === 'customer_phone' ? TEXT.onPhone : TEXT.onScreen}` : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Terms version {signature.termsVersion} · SHA-256 {shortHash(signature.documentHash)}
        </Typography>
      </Box>
    </Box>
  );
}
