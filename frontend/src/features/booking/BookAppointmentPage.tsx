import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  useCreateAppointmentMutation,
  usePublicPricingQuery,
  useGetAvailabilityQuery,
  useGetCatalogueQuery,
  type AppointmentDto,
  type CreateAppointmentDto,
} from '../../api';
import { PageContainer } from '../../components/ui/PageContainer';
import { PageHeading } from '../../components/ui/PageHeading';
import { PageLoader } from '../../components/layout/PageLoader';
import { paths } from '../../config/paths';
import { useGoBack } from '../../lib/navigation';
import { notifyFailure } from '../../components/notify';
import { useRouteMeta } from '../../lib/usePageMeta';
import { FAILED_TOAST } from './bookingErrors';
import { BrandStep } from './components/BrandStep';
import { ModelStep } from './components/ModelStep';
import { WizardProgress } from './components/WizardProgress';
import { loadConfirmed } from './confirmedStorage';
import { loadContact, saveContact, type Contact } from './contactStorage';
import { estimate } from './estimate';
import {
  parseWizard,
  previousStep,
  reachableStep,
  wizardSearch,
  type Step,
  type WizardState,
} from './wizardState';

interface NavState {
  /** The wizard step this history entry was reached from (for Back = one step back in history). */
  wizardFrom?: Step;
  slotTaken?: boolean;
}

/** The wizard's later steps load when reached: the first step (rendered by the server) comes without them. */
const ServicesStep = lazy(() =>
  import('./components/ServicesStep').then((m) => ({ default: m.ServicesStep })),
);
const TimeStep = lazy(() => import('./components/TimeStep').then((m) => ({ default: m.TimeStep })));
const CustomerStep = lazy(() =>
  import('./components/CustomerStep').then((m) => ({ default: m.CustomerStep })),
);
const ConfirmationStep = lazy(() =>
  import('./components/ConfirmationStep').then((m) => ({ default: m.ConfirmationStep })),
);
const ConfirmedScreen = lazy(() =>
  import('./components/ConfirmedScreen').then((m) => ({ default: m.ConfirmedScreen })),
);
const CatalogueError = lazy(() =>
  import('./components/CatalogueError').then((m) => ({ default: m.CatalogueError })),
);
/** What a confirmation needs (its Idempotency-Key, toasts, storage), loaded with it. */
const loadOutcome = () => import('./bookingOutcome');

/** The booking wizard of spec 4: brand, model, services, time, customer, confirmation, confirmed. */
export default function BookAppointmentPage() {
  useRouteMeta(paths.bookAppointment);
  const location = useLocation();
  const navigate = useNavigate();
  const goBackInHistory = useGoBack();
  const navState = (location.state ?? {}) as NavState;
  const state = useMemo(() => parseWizard(location.search), [location.search]);
  const [contact, setContact] = useState<Contact | null>(loadContact);
  const step = reachableStep(state, Boolean(contact));

  const catalogue = useGetCatalogueQuery();
  const pricing = usePublicPricingQuery();
  // The time step keeps this fresh; the confirmation reads the chosen slot's shop date and time from it.
  const availability = useGetAvailabilityQuery(undefined, { skip: step !== 'confirmation' });
  const [createAppointment, creation] = useCreateAppointmentMutation();
  const idempotency = useRef<{ body: string; key: string } | null>(null);
  const [discountError, setDiscountError] = useState<string | null>(null);

  // A URL whose earlier choices are missing shows the furthest step it can.
  useEffect(() => {
    if (step !== state.step) void navigate({ search: wizardSearch({ ...state, step }) }, { replace: true });
  }, [step, state, navigate]);

  // Every step change scrolls to the top (spec 4).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  /** The URL and history state of a move to the next step (from here, with these choices). */
  const linkTo = (next: Partial<WizardState> & { step: Step }, extra: NavState = {}) => ({
    to: wizardSearch({ ...state, ...next }),
    state: { wizardFrom: step, ...extra } satisfies NavState,
  });
  const go = (next: Partial<WizardState> & { step: Step }, extra: NavState = {}) => {
    const link = linkTo(next, extra);
    void navigate({ search: link.to }, { state: link.state });
  };

  const back = () => {
    const previous = previousStep(step);
    if (!previous) return goBackInHistory();
    if (navState.wizardFrom === previous) return void navigate(-1);
    void navigate({ search: wizardSearch({ ...state, step: previous }) }, { replace: true });
  };

  // The brands and their rules come from the catalogue (the server's one list, spec 9).
  const brand = catalogue.data?.bookingBrands.find((b) => b.name === state.brand && b.bookable);
  const models = useMemo(
    () =>
      catalogue.data && brand
        ? catalogue.data.models
            .filter((m) => m.brand === brand.name && brand.categories.includes(m.category))
            .sort((a, b) => a.displayOrder - b.displayOrder)
        : [],
    [catalogue.data, brand],
  );
  const model = models.find((m) => m.id === state.model && m.bookable);
  const services = useMemo(
    () => [...(catalogue.data?.services ?? [])].sort((a, b) => a.displayOrder - b.displayOrder),
    [catalogue.data],
  );
  const chosenServices = services.filter((s) => state.services.includes(s.id));
  const total = model
    ? estimate(state.services, services, model, pricing.data)
    : { price: 0, priceCents: 0, minutes: 0 };

  // Choices that no longer exist (edited URL, model withdrawn) send the visitor back to choose again.
  useEffect(() => {
    if (!catalogue.data) return;
    if (step !== 'brand' && step !== 'confirmed' && !brand)
      void navigate({ search: wizardSearch({ step: 'brand' }) }, { replace: true });
    else if (['services', 'time', 'customer', 'confirmation'].includes(step) && !model) {
      void navigate({ search: wizardSearch({ step: 'model', brand: state.brand }) }, { replace: true });
    }
  }, [catalogue.data, step, brand, model, state.brand, navigate]);

  const confirm = async ({ discountCode, website }: { discountCode: string; website: string }) => {
    if (!model || !contact || !state.slot || !brand) return;
    setDiscountError(null);
    const payload: CreateAppointmentDto = {
      appointmentDate: state.slot,
      appointmentType: 'repair',
      deviceBrand: brand.name,
      deviceModel: model.id,
      repairServices: chosenServices.map((s) => s.id),
      estimatedPrice: total.priceCents,
      estimatedDuration: total.minutes,
      customerFirstName: contact.firstName,
      customerLastName: contact.lastName,
      customerPhone: contact.phone,
      customerEmail: contact.email,
      deviceInfo: `${brand.name} ${model.name}`,
      notes: chosenServices.map((s) => s.name).join(', '),
      ...(discountCode ? { discountCode } : {}),
      ...(website ? { website } : {}),
    };
    let outcome: Awaited<ReturnType<typeof loadOutcome>>;
    try {
      outcome = await loadOutcome();
    } catch (error) {
      notifyFailure(error, FAILED_TOAST, { serverMessage: false });
      return;
    }
    // One Idempotency-Key per confirmation: a repeated click or retry of the same booking reuses it.
    const body = JSON.stringify(payload);
    if (idempotency.current?.body !== body) idempotency.current = { body, key: outcome.newIdempotencyKey() };
    try {
      const booked: AppointmentDto = await createAppointment({
        'Idempotency-Key': idempotency.current.key,
        createAppointmentDto: payload,
      }).unwrap();
      outcome.booked(booked);
      idempotency.current = null;
      void navigate(
        { search: wizardSearch({ step: 'confirmed', reference: booked.reference }) },
        { replace: true },
      );
    } catch (error) {
      const failure = outcome.bookingFailed(error);
      // The lost slot stays in the URL: the time step opens on its day, the slot shown taken.
      if (failure.slotTaken) go({ step: 'time' }, { slotTaken: true });
      else if (failure.discountError) setDiscountError(failure.discountError);
    }
  };

  const restart = () => void navigate({ search: wizardSearch({ step: 'brand' }) });

  let content: ReactNode;
  // The first step shows the catalogue's brands: the server renders it with the catalogue, so a
  // phone paints it before the app's code runs.
  if (catalogue.isLoading) content = <PageLoader />;
  else if (catalogue.isError || !catalogue.data) {
    content = <CatalogueError onRetry={() => void catalogue.refetch()} />;
  } else if (step === 'brand') {
    content = (
      <BrandStep
        brands={catalogue.data.bookingBrands}
        selected={state.brand}
        linkFor={(name) => linkTo({ step: 'model', brand: name, model: null, services: [], slot: null })}
      />
    );
  } else if (step === 'confirmed') {
    content = (
      <ConfirmedScreen
        reference={state.reference ?? ''}
        booking={loadConfirmed(state.reference)}
        onBookAnother={restart}
      />
    );
  } else if (step === 'model' && brand) {
    content = (
      <ModelStep
        brand={brand.name}
        models={models}
        selected={state.model}
        linkFor={(id) => linkTo({ step: 'services', model: id, services: [], slot: null })}
      />
    );
  } else if (step === 'services' && model) {
    content = (
      <ServicesStep
        model={model}
        services={services}
        pricing={pricing.data}
        selected={state.services}
        onChange={(ids) =>
          void navigate(
            { search: wizardSearch({ ...state, services: ids }) },
            { replace: true, state: navState },
          )
        }
        onContinue={(ids) => go({ step: 'time', services: ids })}
      />
    );
  } else if (step === 'time') {
    content = (
      <TimeStep
        selected={state.slot}
        slotTaken={Boolean(navState.slotTaken)}
        onSelect={(slot) => {
          // The time step's own entry remembers the slot, so Back from the next step shows it chosen.
          void navigate(
            { search: wizardSearch({ ...state, slot: slot.start }) },
            { replace: true, state: navState },
          );
          go({ step: 'customer', slot: slot.start });
        }}
        onContinue={() => go({ step: 'customer' })}
      />
    );
  } else if (step === 'customer') {
    content = (
      <CustomerStep
        initial={contact}
        onSubmit={(c) => {
          saveContact(c);
          setContact(c);
          go({ step: 'confirmation' });
        }}
      />
    );
  } else if (step === 'confirmation' && model && contact && brand) {
    const slot = availability.data?.slots.find((s) => s.start === state.slot);
    content = (
      <ConfirmationStep
        device={`${brand.name} ${model.name}`}
        serviceNames={chosenServices.map((s) => s.name)}
        slot={slot}
        contact={contact}
        price={total.price}
        minutes={total.minutes}
        submitting={creation.isLoading}
        discountError={discountError}
        onConfirm={(extra) => void confirm(extra)}
      />
    );
  } else {
    content = <PageLoader />;
  }

  return (
    <PageContainer>
      {step !== 'confirmed' ? (
        <Button onClick={back} startIcon={<ArrowBackIcon />} sx={{ mb: 2, px: 1 }}>
          Back
        </Button>
      ) : null}
      <PageHeading title="Book Appointment" />
      {step !== 'confirmed' ? <WizardProgress step={step} /> : null}
      <Suspense fallback={<PageLoader />}>{content}</Suspense>
      {step === 'brand' ? (
        <p style={{ marginTop: 32 }}>
          Already booked? <Link href={paths.booking.href()}>Find, download or cancel your booking</Link>.
        </p>
      ) : null}
    </PageContainer>
  );
}
