import { useMemo } from 'react';
import { Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { JobEntryData } from '@fleetledger/shared/jobs/jobs.contract';
import { DateField } from '../../../ui/date-field';
import { AlertIcon } from '../../../ui/icons';
import type { TypeAheadOption } from '../../../ui/type-ahead';
import { WARNING_TEXT_COLOR } from '../../../ui/warning-text';
import { hasExtraAmount } from '../form/job-entry-form';
import { useContainerWarnings } from '../form/use-container-warnings';
import type { JobEntryForm } from '../form/use-job-entry-form';
import { JobAmountInput, JobChoiceInput, JobTextInput } from './job-entry-fields';

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
            <JobTextInput form={form} field="reference" label="Reference (BL/Ref)" required error={errors.reference} />
          ) : (
            <JobTextInput
              form={form}
              field="container"
              label="Container"
              placeholder="e.g. MSCU1234565"
              error={errors.container}
              description={
                container.warnings.length > 0 ? <ContainerWarningList warnings={container.warnings} /> : undefined
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
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
        <JobTextInput form={form} field="job" label="Job Reference" error={errors.job} />
      </SimpleGrid>
      <JobTextInput form={form} field="description" mt="sm" label="Description" required error={errors.description} />
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
  const { errors } = form;
  const options = useMemo<TypeAheadOption[]>(() => customers.map((c) => ({ id: c.id, label: c.name })), [customers]);
  return (
    <section>
      <SectionTitle id="job-entry-customer">Customer</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Stack gap={4}>
          <JobChoiceInput
            form={form}
            field="customer"
            ref={form.customerInput}
            label="Customer"
            required
            placeholder="Type to search customers"
            options={options}
            error={errors.customer_id}
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
        <JobTextInput form={form} field="careOf" label="Care Of" error={errors.care_of} />
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
          <JobTextInput form={form} field="taxiName" label="Taxi Name" required error={errors.taxi_name} />
          <JobAmountInput form={form} field="taxiCharge" label="Taxi Charge" error={errors.taxi_charge} />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <JobChoiceInput
            form={form}
            field="driver"
            label="Driver"
            required
            placeholder="Type to search drivers"
            options={drivers}
            error={errors.driver_id}
            onChange={form.chooseDriver}
          />
          <JobChoiceInput
            form={form}
            field="truck"
            label="Truck Number"
            required
            placeholder="Type to search trucks"
            options={trucks}
            error={errors.truck_id}
          />
        </SimpleGrid>
      )}
    </section>
  );
}

/** Charge, extra amount and, once there is an extra amount, what it is for. */
export function AmountsSection({ form }: { form: JobEntryForm }) {
  const { values, errors } = form;
  return (
    <section>
      <SectionTitle id="job-entry-amounts">Amounts</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <JobAmountInput form={form} field="charge" label="Charge Amount" required error={errors.charge} />
        <JobAmountInput form={form} field="extraAmount" label="Extra Amount" error={errors.extra_amount} />
        {hasExtraAmount(values) && (
          <JobTextInput
            form={form}
            field="extraDescription"
            label="Extra Amount Description"
            required
            error={errors.extra_description}
          />
        )}
      </SimpleGrid>
    </section>
  );
}
