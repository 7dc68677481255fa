import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useSendStaffSignInLinkMutation,
  useSetStaffPasswordMutation,
  useUpdateStaffAccountMutation,
  type StaffAccountDto,
  type StaffRole,
} from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { formatDateTime } from '../../../lib/dates';
import { STAFF_ACCOUNTS_TEXT as TEXT } from '../text';
import { AccountFieldDialog } from './AccountFieldDialog';

const ROLE_OPTIONS: StaffRole[] = ['viewer', 'editor', 'owner'];

export interface StaffAccountCardProps {
  account: StaffAccountDto;
  /** The signed-in staff member's own account. */
  isMe: boolean;
  canEdit: boolean;
  timeZone: string;
}

/** One account: name, username, role (an owner changes it here), state, last sign-in, and its actions. */
export function StaffAccountCard({ account, isMe, canEdit, timeZone }: StaffAccountCardProps) {
  const [update, updating] = useUpdateStaffAccountMutation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const name = account.name ?? account.username;
  const headingId = `staff-${account.id}`;

  const change = async (changes: { role?: StaffRole; disabled?: boolean }) => {
    try {
      const after = await update({ id: account.id, updateStaffAccountDto: changes }).unwrap();
      const message =
        changes.role !== undefined
          ? TEXT.changedRole(name, after.role)
          : after.active
            ? TEXT.changedEnabled(name)
            : TEXT.changedDisabled(name);
      notify({ title: TEXT.changed, message });
    } catch (error) {
      notifyFailure(error, { title: TEXT.changeFailed, message: TEXT.genericFailure });
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.125rem' }}>
              {name} {isMe ? TEXT.you : null}
            </Typography>
            <Chip
              size="small"
              label={account.active ? TEXT.active : TEXT.disabled}
              color={account.active ? 'success' : 'default'}
              variant="outlined"
            />
          </Stack>
          <Typography color="text.secondary">
            {account.username}
            {canEdit ? null : ` · ${TEXT.roleName[account.role]}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {account.lastSignInAt
              ? TEXT.lastSignIn(formatDateTime(account.lastSignInAt, timeZone))
              : TEXT.neverSignedIn}
          </Typography>
        </div>
        {canEdit ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={TEXT.add.role}
              value={account.role}
              disabled={updating.isLoading}
              onChange={(e) => void change({ role: e.target.value as StaffRole })}
              slotProps={{ select: { native: true }, htmlInput: { 'aria-label': TEXT.roleOf(name) } }}
              sx={{ minWidth: 140 }}
            >
              {ROLE_OPTIONS.map((role) => (
                <option key={role} value={role}>
                  {TEXT.roleName[role]}
                </option>
              ))}
            </TextField>
            <Button
              variant="outlined"
              onClick={() => setPasswordOpen(true)}
              aria-label={TEXT.setPasswordWho(name)}
              sx={{ minHeight: 40 }}
            >
              {TEXT.setPassword}
            </Button>
            {account.active ? (
              <Button
                variant="outlined"
                onClick={() => setLinkOpen(true)}
                aria-label={TEXT.link.who(name)}
                sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
              >
                {TEXT.link.button}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              color={account.active ? 'error' : 'primary'}
              disabled={updating.isLoading}
              onClick={() => void change({ disabled: account.active })}
              aria-label={account.active ? TEXT.disableWho(name) : TEXT.enableWho(name)}
              sx={{ minHeight: 40 }}
            >
              {account.active ? TEXT.disable : TEXT.enable}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {passwordOpen ? (
        <PasswordDialog account={account} name={name} onClose={() => setPasswordOpen(false)} />
      ) : null}
      {linkOpen ? (
        <SignInLinkDialog account={account} name={name} onClose={() => setLinkOpen(false)} />
      ) : null}
    </Paper>
  );
}

interface AccountDialogProps {
  account: StaffAccountDto;
  /** The name the dialog and its notice call the person by. */
  name: string;
  onClose: () => void;
}

/** A new password for an account, set by an owner: the account's open sessions end. */
function PasswordDialog({ account, name, onClose }: AccountDialogProps) {
  const [setPassword, saving] = useSetStaffPasswordMutation();
  return (
    <AccountFieldDialog
      titleId={`password-title-${account.id}`}
      field={{
        id: `password-${account.id}`,
        name: 'password',
        label: TEXT.password.label,
        help: TEXT.password.help,
        type: 'password',
        autoComplete: 'new-password',
        maxLength: 256,
      }}
      text={{
        title: TEXT.password.title(name),
        intro: TEXT.password.intro,
        cancel: TEXT.password.cancel,
        submit: TEXT.password.save,
        done: { title: TEXT.password.saved, message: TEXT.password.savedMessage(name) },
        failed: TEXT.password.failed,
      }}
      send={(password) => setPassword({ id: account.id, setStaffPasswordDto: { password } }).unwrap()}
      sending={saving.isLoading}
      onClose={onClose}
    />
  );
}

/** A one-time sign-in link e-mailed to an account's person (an earlier one stops working). */
function SignInLinkDialog({ account, name, onClose }: AccountDialogProps) {
  const [send, sending] = useSendStaffSignInLinkMutation();
  return (
    <AccountFieldDialog
      titleId={`link-title-${account.id}`}
      field={{
        id: `link-email-${account.id}`,
        name: 'email',
        label: TEXT.link.email,
        help: TEXT.link.help,
        type: 'email',
        autoComplete: 'off',
        maxLength: 254,
        clean: (email) => email.trim(),
      }}
      text={{
        title: TEXT.link.title(name),
        intro: TEXT.link.intro,
        cancel: TEXT.link.cancel,
        submit: TEXT.link.send,
        done: { title: TEXT.link.sent, message: TEXT.link.sentMessage(name) },
        failed: TEXT.link.failed,
      }}
      send={(email) => send({ id: account.id, sendSignInLinkDto: { email } }).unwrap()}
      sending={sending.isLoading}
      onClose={onClose}
    />
  );
}
