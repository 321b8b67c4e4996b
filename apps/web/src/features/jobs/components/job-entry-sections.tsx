import { useMemo } from 'react';
import {
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  type NumberInputProps,
} from '@mantine/core';
import type { JobEntryData } from '@fleetledger/shared/jobs/jobs.contract';
import { DateField } from '../../../ui/date-field';
import { AlertIcon } from '../../../ui/icons';
import { TypeAhead, type TypeAheadOption } from '../../../ui/type-ahead';
import { WARNING_TEXT_COLOR } from '../../../ui/warning-text';
import { hasExtraAmount } from '../form/job-entry-form';
import { useContainerWarnings } from '../form/use-container-warnings';
import type { JobEntryForm } from '../form/use-job-entry-form';

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

/** Date, container or loose-container reference, job reference and description. */
export function JobSection({ form }: { form: JobEntryForm }) {
  const { values, errors, update } = form;
  const container = useContainerWarnings(values.isLoseContainer ? '' : values.container);
  return (
    <section>
      <SectionTitle id="job-entry-job">Job</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <DateField
          ref={form.firstField}
          label="Date"
          required
          value={values.date}
          typingMonth={values.date.slice(0, 7)}
          error={errors.date}
          onChange={(date) => update({ date })}
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
                container.warnings.length > 0 ? <ContainerWarningList warnings={container.warnings} /> : undefined
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
  );
}

interface CustomerSectionProps {
  form: JobEntryForm;
  customers: JobEntryData['customers'];
  onCreateCustomer: (typed: string) => void;
}

/** Customer (type-ahead with 'Create New Customer') and Care Of. */
export function CustomerSection({ form, customers, onCreateCustomer }: CustomerSectionProps) {
  const { values, errors, update } = form;
  const options = useMemo<TypeAheadOption[]>(() => customers.map((c) => ({ id: c.id, label: c.name })), [customers]);
  return (
    <section>
      <SectionTitle id="job-entry-customer">Customer</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Stack gap={4}>
          <TypeAhead
            ref={form.customerInput}
            label="Customer"
            required
            placeholder="Type to search customers"
            options={options}
            value={values.customer}
            error={errors.customer_id}
            onChange={(choice) => update({ customer: choice })}
            action={{ label: 'Create New Customer', onSelect: onCreateCustomer }}
          />
          <div aria-live="polite">
            {form.customerNotice !== null && (
              <Text size="sm" c="teal.9" role="status">
                {form.customerNotice}
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
  );
}

interface TransportSectionProps {
  form: JobEntryForm;
  lookups: Pick<JobEntryData, 'drivers' | 'trucks'>;
}

/** Driver and truck, or for a taxi job its name and charge. */
export function TransportSection({ form, lookups }: TransportSectionProps) {
  const { values, errors, update } = form;
  const drivers = useMemo<TypeAheadOption[]>(
    () => lookups.drivers.map((d) => ({ id: d.id, label: d.name, detail: d.truck_number })),
    [lookups.drivers],
  );
  const trucks = useMemo<TypeAheadOption[]>(
    () => lookups.trucks.map((t) => ({ id: t.id, label: t.number })),
    [lookups.trucks],
  );
  return (
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
            onChange={form.chooseDriver}
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
  );
}

/** Charge, extra amount and, once there is an extra amount, what it is for. */
export function AmountsSection({ form }: { form: JobEntryForm }) {
  const { values, errors, update } = form;
  return (
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
        {hasExtraAmount(values) && (
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
  );
}
