import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ApiError } from '../../../api';
import {
  useCreateStaffAccountMutation,
  useListStaffAccountsQuery,
  useListStaffChangesQuery,
  type StaffRole,
} from '../../../api/staff';
import { fieldErrors } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { AuthenticationRequired } from '../../../components/staff/AuthenticationRequired';
import { StaffPageHeader } from '../../../components/staff/StaffPageHeader';
import { PageContainer } from '../../../components/ui/PageContainer';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { STAFF_ACCOUNTS_TEXT as TEXT } from '../text';
import { StaffAccountCard } from './StaffAccountCard';

const ROLE_OPTIONS: StaffRole[] = ['viewer', 'editor', 'owner'];

const EMPTY = {
  name: '',
  username: '',
  role: 'editor' as StaffRole,
  how: 'password' as 'password' | 'link',
  password: '',
  signInLinkEmail: '',
};

/** /admin/staff for a signed-in staff member: owners manage the accounts; others are told who can. */
export function StaffAccountsScreen({
  me,
  canRead,
  canEdit,
}: {
  me: string;
  canRead: boolean;
  canEdit: boolean;
}) {
  const list = useListStaffAccountsQuery(undefined, { skip: !canRead, refetchOnMountOrArgChange: true });
  const changes = useListStaffChangesQuery(undefined, { skip: !canRead, refetchOnMountOrArgChange: true });
  const [create, creating] = useCreateStaffAccountMutation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const timeZone = shop.timeZone;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const { how, password, signInLinkEmail, ...person } = form;
      const account = await create({
        createStaffAccountDto: how === 'link' ? { ...person, signInLinkEmail } : { ...person, password },
      }).unwrap();
      const added = how === 'link' ? TEXT.add.addedLinkMessage : TEXT.add.addedMessage;
      notify({ title: TEXT.add.added, message: added(account.name ?? account.username, account.username) });
      setForm(EMPTY);
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else notifyFailure(error, { title: TEXT.add.failed, message: TEXT.genericFailure });
    }
  };

  // The session ended since the page opened.
  if ((list.error as ApiError | undefined)?.status === 401) return <AuthenticationRequired />;

  const field = (key: 'name' | 'username' | 'role' | 'password' | 'signInLinkEmail') => ({
    id: `staff-${key}`,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: Boolean(errors[key]),
  });

  return (
    <PageContainer>
      <StaffPageHeader text={{ ...TEXT, readOnly: TEXT.notOwner }} canEdit={canEdit} />
      {canEdit ? (
        <Box
          component="form"
          onSubmit={(e) => void submit(e)}
          aria-labelledby="add-staff-title"
          noValidate
          sx={{ mb: 4 }}
        >
          <Typography id="add-staff-title" variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {TEXT.add.title}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            <TextField
              {...field('name')}
              label={TEXT.add.name}
              required
              helperText={errors.name ?? ' '}
              slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
            />
            <TextField
              {...field('username')}
              label={TEXT.add.username}
              required
              helperText={errors.username ?? TEXT.add.usernameHelp}
              slotProps={{
                htmlInput: { maxLength: 64, autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
              }}
            />
            <TextField
              {...field('role')}
              select
              label={TEXT.add.role}
              helperText={errors.role ?? ' '}
              slotProps={{ select: { native: true } }}
            >
              {ROLE_OPTIONS.map((role) => (
                <option key={role} value={role}>
                  {TEXT.roles[role]}
                </option>
              ))}
            </TextField>
            <FormControl sx={{ gridColumn: '1 / -1' }}>
              <FormLabel id="staff-how-label">{TEXT.add.how}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="staff-how-label"
                name="how"
                value={form.how}
                onChange={(e) => setForm((f) => ({ ...f, how: e.target.value as 'password' | 'link' }))}
              >
                <FormControlLabel value="password" control={<Radio />} label={TEXT.add.howPassword} />
                <FormControlLabel value="link" control={<Radio />} label={TEXT.add.howLink} />
              </RadioGroup>
            </FormControl>
            {form.how === 'password' ? (
              <TextField
                {...field('password')}
                label={TEXT.add.password}
                type="password"
                required
                helperText={errors.password ?? TEXT.add.passwordHelp}
                slotProps={{ htmlInput: { autoComplete: 'new-password', maxLength: 256 } }}
              />
            ) : (
              <TextField
                {...field('signInLinkEmail')}
                label={TEXT.add.email}
                type="email"
                required
                helperText={errors.signInLinkEmail ?? TEXT.add.emailHelp}
                slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 254 } }}
              />
            )}
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={
              creating.isLoading ||
              !form.name.trim() ||
              !form.username.trim() ||
              !(form.how === 'link' ? form.signInLinkEmail.trim() : form.password)
            }
            sx={{ mt: 1, minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
          >
            {creating.isLoading
              ? TEXT.add.adding
              : form.how === 'link'
                ? TEXT.add.submitLink
                : TEXT.add.submit}
          </Button>
        </Box>
      ) : null}
      {canRead ? (
        <>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {TEXT.list}
          </Typography>
          {list.isLoading ? <CircularProgress aria-label={TEXT.loading} /> : null}
          {list.isError ? <Alert severity="error">{TEXT.loadFailed}</Alert> : null}
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
            {list.data?.items.map((account) => (
              <li key={account.id}>
                <StaffAccountCard
                  account={account}
                  isMe={account.username === me}
                  canEdit={canEdit}
                  timeZone={timeZone}
                />
              </li>
            ))}
          </Stack>
          <Typography
            id="staff-changes-title"
            variant="h3"
            component="h2"
            sx={{ fontSize: '1.25rem', mb: 1 }}
          >
            {TEXT.changes}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {TEXT.changesIntro}
          </Typography>
          {changes.data && changes.data.items.length === 0 ? <Typography>{TEXT.noChanges}</Typography> : null}
          <Box component="ol" aria-labelledby="staff-changes-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {changes.data?.items.map((c) => (
              <Box component="li" key={c.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                  {formatDateTime(c.changedAt, timeZone)}
                </Typography>
                <Typography component="span">
                  <strong>{c.changedBy ?? TEXT.commandLine}</strong>{' '}
                  {TEXT.action(c.action, c.username, c.detail)}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      ) : null}
    </PageContainer>
  );
}
