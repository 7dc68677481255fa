import Typography from '@mui/material/Typography';

export interface ToastBodyProps {
  title: string;
  message?: string;
}

export function ToastBody({ title, message }: ToastBodyProps) {
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
    </div>
  );
}
