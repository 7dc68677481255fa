import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useCreateWalkInRepairOrderMutation,
  useListDeviceModelsQuery,
  useListServiceTypesQuery,
  type AdminDeviceModelDto,
  type CheckInResultDto,
  type IntakeDto,
} from '../../../api/staff';
import { fieldErrors } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { IntakePhotosStep } from '../../../components/photos/IntakePhotosStep';
import { INTAKE_PHOTOS_TEXT } from '../../../components/photos/photoText';
import { paths } from '../../../config/paths';
import { StaffPageHeader } from '../../../components/staff/StaffPageHeader';
import { PageContainer } from '../../../components/ui/PageContainer';
import { EMPTY_INTAKE, intakeToSend } from '../../../components/workshop/intake';
import { IntakeFields } from '../../../components/workshop/IntakeFields';
import { EstimatedReadyField } from '../../../components/workshop/EstimatedReadyField';
import { afterCheckIn, estimatedReadyToSend } from '../../../components/workshop/checkIn';
import { CheckInDeposit } from '../../../components/workshop/CheckInDeposit';
import { checkInDepositToSend, NO_CHECK_IN_DEPOSIT } from '../../../components/workshop/deposit';
import { WORKSHOP_TEXT } from '../text';
import { ExistingCustomerOffer } from './ExistingCustomerOffer';

const TEXT = WORKSHOP_TEXT.walkIn;

/** A part of the walk-in form: an outlined section under its heading. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The photos step's buttons, under its thumbnails. */
function PhotosStepActions({ children }: { children: ReactNode }) {
  return <Box sx={{ mt: 3, display: 'flex', justifyContent: { sm: 'flex-start' } }}>{children}</Box>;
}

/**
 * The walk-in check-in: customer, device and services from the catalogue, the intake; once the
 * order exists, its photos (intake spec 1) in place of the form, then the order's page.
 */
export function WalkInForm({ canEdit }: { canEdit: boolean }) {
  const navigate = useNavigate();
  const models = useListDeviceModelsQuery();
  const services = useListServiceTypesQuery();
  const [create, { isLoading, error }] = useCreateWalkInRepairOrderMutation();
  const [customer, setCustomer] = useState({ name: '', phone: '', email: '' });
  const [model, setModel] = useState<AdminDeviceModelDto | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [intake, setIntake] = useState<IntakeDto>(EMPTY_INTAKE);
  const [readyAt, setReadyAt] = useState('');
  const [deposit, setDeposit] = useState(NO_CHECK_IN_DEPOSIT);
  const [tried, setTried] = useState(false);
  const [checkedIn, setCheckedIn] = useState<CheckInResultDto | null>(null);
  const liveModels = useMemo(() => models.data?.items.filter((m) => !m.retiredAt) ?? [], [models.data]);
  const liveServices = services.data?.items.filter((s) => !s.retiredAt) ?? [];
  const server = error ? fieldErrors(error) : {};

  // The phone is asked for (the pickup and the tracking look-up confirm its last 4 digits); the
  // e-mail is not: a walk-in may give a phone only, and then no e-mail is sent about the order.
  const missing = {
    name: !customer.name.trim() ? 'Enter the customer’s name' : server['customer.name'],
    phone: !customer.phone.trim() ? 'Enter a phone number' : server['customer.phone'],
    email: server['customer.email'],
    model: !model ? 'Choose the device model' : server.deviceModelId,
    services: chosen.length === 0 ? TEXT.chooseService : server.serviceTypeIds,
  };
  const shown = (message: string | undefined) => (tried ? message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const depositPart = checkInDepositToSend(deposit);
    if (
      !model ||
      chosen.length === 0 ||
      !customer.name.trim() ||
      !customer.phone.trim() ||
      depositPart === 'invalid'
    )
      return;
    const email = customer.email.trim();
    try {
      const result = await create({
        walkInDto: {
          customer: { name: customer.name.trim(), phone: customer.phone.trim(), ...(email ? { email } : {}) },
          deviceModelId: model.id,
          serviceTypeIds: chosen,
          intake: intakeToSend(intake),
          ...estimatedReadyToSend(readyAt),
          ...depositPart,
        },
      }).unwrap();
      notify({ title: TEXT.done, message: `${result.order.reference} · ${result.order.customerName}` });
      setCheckedIn(result);
      window.scrollTo({ top: 0 });
    } catch (failure) {
      notifyFailure(failure, { title: TEXT.failed, message: 'Check the form and try again.' });
    }
  };

  const field = (key: keyof typeof customer, label: string, type: string, help = ' ') => (
    <TextField
      label={label}
      type={type}
      value={customer[key]}
      onChange={(e) => setCustomer({ ...customer, [key]: e.target.value })}
      required={key !== 'email'}
      error={Boolean(shown(missing[key]))}
      helperText={shown(missing[key]) ?? help}
      slotProps={{ htmlInput: { autoComplete: 'off' } }}
    />
  );

  return (
    <PageContainer>
      <StaffPageHeader
        text={{ ...TEXT, readOnly: WORKSHOP_TEXT.board.readOnly }}
        canEdit={canEdit}
        back={{ href: paths.admin.workshop.href(), label: WORKSHOP_TEXT.backToWorkshop }}
      />
      {!canEdit ? null : checkedIn ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="walk-in-photos"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="walk-in-photos" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {INTAKE_PHOTOS_TEXT.title} · {checkedIn.order.reference}
          </Typography>
          <IntakePhotosStep
            orderId={checkedIn.order.id}
            onDone={() => void navigate(...afterCheckIn(checkedIn))}
            Actions={PhotosStepActions}
          />
        </Paper>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="fieldset">
              <Typography
                component="legend"
                variant="h2"
                sx={{ fontSize: '1.25rem', float: 'left', mb: 1.5, width: '100%' }}
              >
                {TEXT.customer}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ clear: 'both', mb: 1.5 }}>
                {TEXT.customerHelp}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
                  clear: 'both',
                }}
              >
                {field('phone', TEXT.phone, 'tel')}
                {field('email', TEXT.email, 'email', TEXT.emailHelp)}
                {field('name', TEXT.name, 'text')}
              </Box>
              <ExistingCustomerOffer
                phone={customer.phone}
                email={customer.email}
                onUse={(found) => setCustomer(found)}
              />
            </Paper>
            <FormSection title={TEXT.device}>
              <Autocomplete
                options={liveModels}
                loading={models.isLoading}
                value={model}
                onChange={(_e, value) => setModel(value)}
                getOptionLabel={(m) => `${m.brand} ${m.name}`}
                groupBy={(m) => m.brand}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={TEXT.model}
                    required
                    error={Boolean(shown(missing.model))}
                    helperText={shown(missing.model) ?? ' '}
                  />
                )}
              />
              <FormControl component="fieldset" error={Boolean(shown(missing.services))} sx={{ mt: 1 }}>
                <FormLabel component="legend" sx={{ fontWeight: 600 }}>
                  {TEXT.services}
                </FormLabel>
                <FormGroup
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
                  }}
                >
                  {liveServices.map((s) => (
                    <FormControlLabel
                      key={s.id}
                      label={s.name}
                      control={
                        <Checkbox
                          checked={chosen.includes(s.id)}
                          onChange={() =>
                            setChosen(
                              chosen.includes(s.id) ? chosen.filter((c) => c !== s.id) : [...chosen, s.id],
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <FormHelperText>{shown(missing.services) ?? ' '}</FormHelperText>
              </FormControl>
            </FormSection>
            <FormSection title={TEXT.intake}>
              <IntakeFields value={intake} onChange={setIntake} />
              <Box sx={{ mt: 2.5 }}>
                <EstimatedReadyField value={readyAt} onChange={setReadyAt} />
              </Box>
            </FormSection>
            <FormSection title={TEXT.deposit}>
              <CheckInDeposit value={deposit} onChange={setDeposit} tried={tried} />
            </FormSection>
            {models.isError || services.isError ? (
              <Alert severity="error">The catalogue could not be loaded.</Alert>
            ) : null}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 2 }}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Box>
                <Button type="submit" variant="contained" size="large" disabled={isLoading}>
                  {isLoading ? TEXT.submitting : TEXT.submit}
                </Button>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {INTAKE_PHOTOS_TEXT.next}
              </Typography>
            </Stack>
          </Stack>
        </Box>
      )}
    </PageContainer>
  );
}
