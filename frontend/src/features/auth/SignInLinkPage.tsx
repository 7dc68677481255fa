import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useGetSignInLinkHolderMutation,
  useUseSignInLinkMutation,
  type SignInLinkHolderDto,
} from '../../api/staff';
import { errorStatus, fieldErrors } from '../../api/errors';
import { notify, notifyFailure } from '../../components/notify';
import { PageContainer } from '../../components/ui/PageContainer';
import { PageHeading } from '../../components/ui/PageHeading';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { SIGN_IN_LINK_TEXT as TEXT } from './text';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const MIN_LENGTH = 12;

/** The token of the link this page was opened with (its fragment), or null. */
function linkToken(): string | null {
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  return TOKEN.test(token) ? token : null;
}

/** The address bar keeps no copy of the token (nor the history entry). */
function forgetToken(): void {
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
}

type Stage =
  { kind: 'checking' } | { kind: 'gone' } | { kind: 'open'; token: string; holder: SignInLinkHolderDto };

/**
 * /admin/welcome#<token>: a person an owner sent a one-time link sets their own password and is
 * signed in (issue 41). A used, expired or replaced link: a plain message.
 */
export default function SignInLinkPage() {
  usePageMeta(TEXT.title, 'Set your password with the link the owner sent');
  const navigate = useNavigate();
  const [token] = useState(linkToken);
  const [stage, setStage] = useState<Stage>(token ? { kind: 'checking' } : { kind: 'gone' });
  const [lookUp] = useGetSignInLinkHolderMutation();
  const [redeem, saving] = useUseSignInLinkMutation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});

  useEffect(() => {
    forgetToken();
    if (!token) return;
    lookUp({ signInLinkTokenDto: { token } })
      .unwrap()
      .then((holder) => setStage({ kind: 'open', token, holder }))
      .catch(() => setStage({ kind: 'gone' }));
  }, [lookUp, token]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (stage.kind !== 'open') return;
    const found = {
      password: password.length < MIN_LENGTH ? TEXT.tooShort : undefined,
      repeat: repeat !== password ? TEXT.mismatch : undefined,
    };
    setErrors(found);
    if (found.password || found.repeat) {
      document.getElementById(found.password ? 'link-password' : 'link-repeat')?.focus();
      return;
    }
    try {
      const session = await redeem({ useSignInLinkDto: { token: stage.token, password } }).unwrap();
      notify({ title: TEXT.done, message: TEXT.doneMessage(session.username) });
      void navigate(paths.admin.root.href(), { replace: true });
    } catch (error) {
      if (errorStatus(error) === 410) {
        setStage({ kind: 'gone' });
        return;
      }
      const fields = fieldErrors(error);
      if (fields.password) setErrors({ password: fields.password });
      else notifyFailure(error, { title: TEXT.failed, message: TEXT.genericFailure });
    }
  };

  let content;
  if (stage.kind === 'checking') {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={TEXT.checking} />
      </Box>
    );
  } else if (stage.kind === 'gone') {
    content = (
      <>
        <Alert severity="info" sx={{ mb: 3 }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {TEXT.gone}
          </Typography>
          <Typography component="p">{TEXT.goneHelp}</Typography>
        </Alert>
        <Button href={paths.admin.root.href()} variant="outlined">
          {TEXT.toSignIn}
        </Button>
      </>
    );
  } else {
    const { holder } = stage;
    content = (
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={TEXT.title}>
        <Typography sx={{ mb: 3 }}>{TEXT.intro(holder.name ?? holder.username, holder.username)}</Typography>
        {/* For password managers: the account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={holder.username} readOnly hidden />
        <Stack spacing={2}>
          <TextField
            id="link-password"
            label={TEXT.password}
            type="password"
            autoComplete="new-password"
            required
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? TEXT.passwordHelp}
            slotProps={{ htmlInput: { maxLength: 256 } }}
          />
          <TextField
            id="link-repeat"
            label={TEXT.repeat}
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={Boolean(errors.repeat)}
            helperText={errors.repeat ?? ' '}
            slotProps={{ htmlInput: { maxLength: 256 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={saving.isLoading}>
            {saving.isLoading ? TEXT.saving : TEXT.submit}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <PageContainer>
      <Paper variant="outlined" sx={{ maxWidth: 460, mx: 'auto', p: { xs: 3, sm: 4 } }}>
        <PageHeading title={TEXT.title} />
        {content}
      </Paper>
    </PageContainer>
  );
}
