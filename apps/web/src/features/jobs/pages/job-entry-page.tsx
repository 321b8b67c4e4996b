import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  type NumberInputProps,
} from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { isApiError } from '../../../lib/api-error';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon, ShieldIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { WARNING_TEXT_COLOR } from '../../../ui/warning-text';
import { TypeAhead, type TypeAheadChoice, type TypeAheadOption } from '../../../ui/type-ahead';
import { useCreateJob } from '../api/use-create-job';
import { useJobEntryData } from '../api/use-job-entry-data';
import { CustomerCreateModal, type CreatedCustomer } from '../components/customer-create-modal';
import {
  buildJobEntryRequest,
  emptyJobEntry,
  hasExtraAmount,
  toJobEntryErrors,
  validateJobEntry,
  type JobEntryErrors,
  type JobEntryField,
  type JobEntryValues,
} from '../form/job-entry-form';
import { useContainerWarnings } from '../form/use-container-warnings';

/** The company's time zone (DESIGN.md section 4); its today is the default date. */
export const COMPANY_TIME_ZONE = 'Asia/Bahrain';
export const JOB_SAVE_FAILED = 'Database insert failed';
export const CUSTOMER_CREATED = 'Customer created successfully!';
export const JOB_SUCCESS_MS = 5_000;
export const CUSTOMER_SUCCESS_MS = 3_000;

export function jobCreatedText(id: number): string {
  return `Job created successfully! Job ID: ${id}`;
}

type Notice = { kind: 'success'; jobId: number } | { kind: 'error'; text: string };

/** Which fields a change touches, so their messages clear as the user corrects them. */
const FIELD_OF: Partial<Record<keyof JobEntryValues, JobEntryField[]>> = {
  date: ['date'],
  container: ['container'],
  reference: ['reference'],
  isLoseContainer: ['container', 'reference'],
  job: ['job'],
  description: ['description'],
  customer: ['customer_id'],
  careOf: ['care_of'],
  isTaxi: ['taxi_name', 'driver_id', 'truck_id'],
  taxiName: ['taxi_name'],
  taxiCharge: ['taxi_charge'],
  driver: ['driver_id'],
  truck: ['truck_id'],
  charge: ['charge'],
  extraAmount: ['extra_amount', 'extra_description'],
  extraDescription: ['extra_description'],
};

const amountProps: Partial<NumberInputProps> = {
  min: 0,
  step: 0.01,
  decimalScale: 3,
  allowNegative: false,
  hideControls: true,
  inputMode: 'decimal',
  rightSection: (
    <Text size="xs" c="dimmed" aria-hidden="true">
      BD
    </Text>
  ),
  rightSectionPointerEvents: 'none',
};

/**
 * Job Entry (spec/operations.md sections 2-5, 8 and issue 3): one job per submit; after a success
 * the form is cleared for the next job, keeping the date.
 */
export function JobEntryPage() {
  const lookups = useJobEntryData();
  const createJob = useCreateJob();
  const [values, setValues] = useState<JobEntryValues>(() => emptyJobEntry(todayIn(COMPANY_TIME_ZONE)));
  const [errors, setErrors] = useState<JobEntryErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [customerNotice, setCustomerNotice] = useState<string | null>(null);
  const [customerModal, setCustomerModal] = useState<{ name: string } | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const customerInput = useRef<HTMLInputElement>(null);
  const container = useContainerWarnings(values.isLoseContainer ? '' : values.container);

  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = window.setTimeout(() => setNotice(null), JOB_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  useEffect(() => {
    if (customerNotice === null) return;
    const timer = window.setTimeout(() => setCustomerNotice(null), CUSTOMER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [customerNotice]);

  const customers = useMemo<TypeAheadOption[]>(
    () => (lookups.data?.customers ?? []).map((c) => ({ id: c.id, label: c.name })),
    [lookups.data],
  );
  const drivers = useMemo<TypeAheadOption[]>(
    () => (lookups.data?.drivers ?? []).map((d) => ({ id: d.id, label: d.name, detail: d.truck_number })),
    [lookups.data],
  );
  const trucks = useMemo<TypeAheadOption[]>(
    () => (lookups.data?.trucks ?? []).map((t) => ({ id: t.id, label: t.number })),
    [lookups.data],
  );

  function update(patch: Partial<JobEntryValues>) {
    setValues((current) => ({ ...current, ...patch }));
    const touched = (Object.keys(patch) as (keyof JobEntryValues)[]).flatMap((key) => FIELD_OF[key] ?? []);
    if (touched.some((field) => errors[field] !== undefined)) {
      setErrors((current) => {
        const next = { ...current };
        for (const field of touched) delete next[field];
        return next;
      });
    }
    if (notice?.kind === 'error') setNotice(null);
  }

  function chooseDriver(choice: TypeAheadChoice) {
    const driver = choice.id === null ? undefined : lookups.data?.drivers.find((d) => d.id === choice.id);
    // Choosing a driver fills the truck with the driver's own truck.
    if (
      driver !== undefined &&
      driver.id !== values.driver.id &&
      driver.truck_id !== null &&
      driver.truck_number !== null
    ) {
      update({ driver: choice, truck: { text: driver.truck_number, id: driver.truck_id } });
    } else {
      update({ driver: choice });
    }
  }

  function onCustomerCreated(customer: CreatedCustomer) {
    setCustomerModal(null);
    update({ customer: { text: customer.name, id: customer.id } });
    setCustomerNotice(customer.existing ? customer.message : CUSTOMER_CREATED);
    window.setTimeout(() => customerInput.current?.focus(), 0);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createJob.isPending) return;
    const form = event.currentTarget;
    const problems = validateJobEntry(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setNotice(null);
      // Focus the first field with a message, so keyboard and screen-reader users land on it.
      window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setNotice(null);
    createJob.mutate(buildJobEntryRequest(values), {
      onSuccess: (response) => {
        setValues(emptyJobEntry(values.date));
        setErrors({});
        setNotice({ kind: 'success', jobId: response.job_id });
        firstField.current?.focus();
      },
      onError: (error) => {
        if (isApiError(error) && error.isNetworkError) {
          setNotice({ kind: 'error', text: NETWORK_ERROR_MESSAGE });
          return;
        }
        setErrors(isApiError(error) ? toJobEntryErrors(error.fieldErrors) : {});
        setNotice({ kind: 'error', text: (isApiError(error) ? error.serverMessage : undefined) ?? JOB_SAVE_FAILED });
      },
    });
  };

  if (lookups.isPending) {
    return (
      <>
        <PageTitle title="Job Entry" />
        <FullPageLoader label="Loading job entry data..." fullHeight={false} />
      </>
    );
  }
  if (lookups.isError) {
    return (
      <>
        <PageTitle title="Job Entry" />
        <Alert color="red" variant="light" icon={<AlertIcon />} title="Failed to load job entry data" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {isApiError(lookups.error) && lookups.error.isNetworkError
                ? NETWORK_ERROR_MESSAGE
                : 'Customers, drivers and trucks could not be loaded.'}
            </Text>
            <Button size="xs" variant="default" onClick={() => void lookups.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }

  const showExtraDescription = hasExtraAmount(values);
  const busy = createJob.isPending;

  return (
    <>
      <PageTitle title="Job Entry" description="Record a container, loose-container or taxi job." />

      <div aria-live="polite">
        {notice?.kind === 'success' && (
          <Alert
            color="green"
            variant="light"
            icon={<ShieldIcon />}
            title="Success!"
            withCloseButton
            closeButtonLabel="Dismiss message"
            onClose={() => setNotice(null)}
            mb="md"
            role="status"
          >
            {jobCreatedText(notice.jobId)}
          </Alert>
        )}
      </div>
      {notice?.kind === 'error' && (
        <Alert
          color="red"
          variant="light"
          icon={<AlertIcon />}
          withCloseButton
          closeButtonLabel="Dismiss message"
          onClose={() => setNotice(null)}
          mb="md"
          role="alert"
        >
          {notice.text}
        </Alert>
      )}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={1100}>
        <form onSubmit={onSubmit} noValidate aria-label="New job">
          <Stack gap="lg">
            <section>
              <SectionTitle id="job-entry-job">Job</SectionTitle>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
                <TextInput
                  ref={firstField}
                  label="Date"
                  type="date"
                  required
                  value={values.date}
                  error={errors.date}
                  onChange={(event) => update({ date: event.currentTarget.value })}
                />
                <Stack gap={6}>
                  {values.isLoseContainer ? (
                    <TextInput
                      label="Reference (BL/Ref)"
                      required
                      autoComplete="off"
                      value={values.reference}
                      error={errors.reference}
                      onChange={(event) => update({ reference: event.currentTarget.value })}
                    />
                  ) : (
                    <TextInput
                      label="Container"
                      autoComplete="off"
                      placeholder="e.g. MSCU1234565"
                      value={values.container}
                      error={errors.container}
                      description={
                        container.warnings.length > 0 ? (
                          <ContainerWarningList warnings={container.warnings} />
                        ) : undefined
                      }
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      onChange={(event) => update({ container: event.currentTarget.value })}
                      onBlur={container.flush}
                    />
                  )}
                  <Checkbox
                    radius="sm"
                    label="Lose Container"
                    size="xs"
                    checked={values.isLoseContainer}
                    onChange={(event) => update({ isLoseContainer: event.currentTarget.checked })}
                  />
                </Stack>
                <TextInput
                  label="Job Reference"
                  autoComplete="off"
                  value={values.job}
                  error={errors.job}
                  onChange={(event) => update({ job: event.currentTarget.value })}
                />
              </SimpleGrid>
              <TextInput
                mt="sm"
                label="Description"
                required
                autoComplete="off"
                value={values.description}
                error={errors.description}
                onChange={(event) => update({ description: event.currentTarget.value })}
              />
            </section>

            <Divider />

            <section>
              <SectionTitle id="job-entry-customer">Customer</SectionTitle>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <Stack gap={4}>
                  <TypeAhead
                    ref={customerInput}
                    label="Customer"
                    required
                    placeholder="Type to search customers"
                    options={customers}
                    value={values.customer}
                    error={errors.customer_id}
                    onChange={(choice) => update({ customer: choice })}
                    action={{ label: 'Create New Customer', onSelect: (typed) => setCustomerModal({ name: typed }) }}
                  />
                  <div aria-live="polite">
                    {customerNotice !== null && (
                      <Text size="sm" c="teal.9" role="status">
                        {customerNotice}
                      </Text>
                    )}
                  </div>
                </Stack>
                <TextInput
                  label="Care Of"
                  autoComplete="off"
                  value={values.careOf}
                  error={errors.care_of}
                  onChange={(event) => update({ careOf: event.currentTarget.value })}
                />
              </SimpleGrid>
            </section>

            <Divider />

            <section>
              <Group justify="space-between" align="center" mb="xs">
                <SectionTitle id="job-entry-transport" mb={0}>
                  Transport
                </SectionTitle>
                <Checkbox
                  radius="sm"
                  label="Taxi Job"
                  checked={values.isTaxi}
                  onChange={(event) => update({ isTaxi: event.currentTarget.checked })}
                />
              </Group>
              {values.isTaxi ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                  <TextInput
                    label="Taxi Name"
                    required
                    autoComplete="off"
                    value={values.taxiName}
                    error={errors.taxi_name}
                    onChange={(event) => update({ taxiName: event.currentTarget.value })}
                  />
                  <NumberInput
                    {...amountProps}
                    label="Taxi Charge"
                    value={values.taxiCharge}
                    error={errors.taxi_charge}
                    onChange={(value) => update({ taxiCharge: value })}
                  />
                </SimpleGrid>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                  <TypeAhead
                    label="Driver"
                    required
                    placeholder="Type to search drivers"
                    options={drivers}
                    value={values.driver}
                    error={errors.driver_id}
                    onChange={chooseDriver}
                  />
                  <TypeAhead
                    label="Truck Number"
                    required
                    placeholder="Type to search trucks"
                    options={trucks}
                    value={values.truck}
                    error={errors.truck_id}
                    onChange={(choice) => update({ truck: choice })}
                  />
                </SimpleGrid>
              )}
            </section>

            <Divider />

            <section>
              <SectionTitle id="job-entry-amounts">Amounts</SectionTitle>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
                <NumberInput
                  {...amountProps}
                  label="Charge Amount"
                  required
                  value={values.charge}
                  error={errors.charge}
                  onChange={(value) => update({ charge: value })}
                />
                <NumberInput
                  {...amountProps}
                  label="Extra Amount"
                  value={values.extraAmount}
                  error={errors.extra_amount}
                  onChange={(value) => update({ extraAmount: value })}
                />
                {showExtraDescription && (
                  <TextInput
                    label="Extra Amount Description"
                    required
                    autoComplete="off"
                    value={values.extraDescription}
                    error={errors.extra_description}
                    onChange={(event) => update({ extraDescription: event.currentTarget.value })}
                  />
                )}
              </SimpleGrid>
            </section>

            <Group justify="flex-end">
              <Button type="submit" disabled={busy} miw={160}>
                {busy ? 'Creating Job...' : 'Create Job'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <CustomerCreateModal
        opened={customerModal !== null}
        initialName={customerModal?.name ?? ''}
        onClose={() => {
          setCustomerModal(null);
          window.setTimeout(() => customerInput.current?.focus(), 0);
        }}
        onCreated={onCustomerCreated}
      />
    </>
  );
}

function SectionTitle({ id, children, mb = 'xs' }: { id: string; children: string; mb?: 0 | 'xs' }) {
  return (
    <Title order={2} id={id} fz="sm" fw={700} tt="uppercase" c="gray.8" lts={0.4} mb={mb}>
      {children}
    </Title>
  );
}

function ContainerWarningList({ warnings }: { warnings: string[] }) {
  return (
    <Stack gap={2} component="span" role="status">
      {warnings.map((warning) => (
        <Text
          key={warning}
          component="span"
          size="xs"
          fw={600}
          c={WARNING_TEXT_COLOR}
          style={{ display: 'flex', gap: 4 }}
        >
          <AlertIcon size={14} style={{ flexShrink: 0, marginTop: 1 }} />
          {warning}
        </Text>
      ))}
    </Stack>
  );
}
