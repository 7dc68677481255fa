import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAdminLoginMutation } from '../../../api/staff';
import { PageHeading } from '../../../components/ui/PageHeading';
import { notify, notifyFailure } from '../../../components/notify';
import { ADMIN_TEXT } from '../text';

interface FieldErrors {
  username?: string;
  password?: string;
}

/** The message of the server's error body, when it sent one (spec 8: shown on 'Login failed'). */
export function validateLogin(username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (username.trim() === '') errors.username = ADMIN_TEXT.usernameRequired;
  if (password === '') errors.password = ADMIN_TEXT.passwordRequired;
  return errors;
}

/** Staff sign-in form of /admin (spec 5): both fields required, messages under the fields. */
export function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [login, { isLoading }] = useAdminLoginMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    if (found.username || found.password) {
      document.getElementById(found.username ? 'admin-username' : 'admin-password')?.focus();
      return;
    }
    try {
      const session = await login({ loginDto: { username: username.trim(), password } }).unwrap();
      setPassword('');
      notify({
        title: ADMIN_TEXT.toasts.loginSuccess,
        message: ADMIN_TEXT.toasts.welcome(session.username, session.role),
      });
    } catch (error) {
      setPassword('');
      notifyFailure(error, {
        title: ADMIN_TEXT.toasts.loginFailed,
        message: ADMIN_TEXT.toasts.invalidCredentials,
      });
    }
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 420, mx: 'auto', p: { xs: 3, sm: 4 } }}>
      <PageHeading title={ADMIN_TEXT.loginTitle} subtitle={ADMIN_TEXT.loginSubtitle} />
      <form noValidate onSubmit={onSubmit} aria-label={ADMIN_TEXT.loginTitle}>
        <Stack spacing={2}>
          <TextField
            id="admin-username"
            label={ADMIN_TEXT.username}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={Boolean(errors.username)}
            helperText={errors.username}
          />
          <TextField
            id="admin-password"
            label={ADMIN_TEXT.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? ADMIN_TEXT.loggingIn : ADMIN_TEXT.login}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
