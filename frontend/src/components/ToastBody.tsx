import Typography from '@mui/material/Typography';

export interface ToastBodyProps {
  title: string;
  message?: string;
  /** The failed request's id, shown for staff to quote when they report the failure. */
  code?: string;
}

export function ToastBody({ title, message, code }: ToastBodyProps) {
  return (
    <div>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {message ? (
        <Typography component="p" variant="body2">
          {message}
        </Typography>
      ) : null}
      {code ? (
        <Typography component="p" variant="body2">
          If it happens again, quote this code:{' '}
          <Typography
            component="span"
            variant="body2"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          >
            {code}
          </Typography>
        </Typography>
      ) : null}
    </div>
  );
}
