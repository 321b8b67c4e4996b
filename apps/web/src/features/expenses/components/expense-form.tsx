import type { FormEvent, ReactNode } from 'react';
import { Button, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  COMPANY_MAX,
  DESCRIPTION_MAX,
  EXPENSE_STATUSES,
  EXPENSE_TYPES,
  JOB_NUMBER_MAX,
  REFERENCE_MAX,
  type ExpenseLookupLists,
  type ExpenseStatus,
  type ExpenseType,
} from '@fleetledger/shared/expenses/expenses.contract';
import { DateField } from '../../../ui/date-field';
import type { ExpenseFormController } from '../form/use-expense-form';
import { expenseFieldId } from '../form/use-expense-form';
import { EXPENSE_STATUS_LABELS, EXPENSE_TYPE_LABELS } from '../expense-labels';
import { PickOnlyTypeAhead } from './pick-only-type-ahead';

const TYPE_CHOICES = EXPENSE_TYPES.map((value) => ({ value, label: EXPENSE_TYPE_LABELS[value] }));
const STATUS_CHOICES = EXPENSE_STATUSES.map((value) => ({ value, label: EXPENSE_STATUS_LABELS[value] }));

interface ExpenseFormProps {
  form: ExpenseFormController;
  lookups: ExpenseLookupLists;
  /** The edit screen copies a chosen charge's name into the description. */
  chargeSetsDescription: boolean;
  busy: boolean;
  /** While the success message shows before leaving the edit screen. */
  locked?: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  secondaryAction?: ReactNode;
}

/** The fields of Add Expense and Edit Expense. */
export function ExpenseForm({
  form,
  lookups,
  chargeSetsDescription,
  busy,
  locked = false,
  submitLabel,
  busyLabel,
  onSubmit,
  secondaryAction,
}: ExpenseFormProps) {
  const { values, fieldErrors, edit } = form;
  const disabled = busy || locked;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) onSubmit();
  };

  return (
    <Paper component="form" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} onSubmit={handleSubmit} noValidate>
      <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
            <DateField
              id={expenseFieldId('date')}
              label="Date"
              required
              value={values.date}
              error={fieldErrors.date}
              onChange={(date) => edit({ date }, ['date'])}
            />
            <PickOnlyTypeAhead
              id={expenseFieldId('charge_id')}
              label="Charge"
              placeholder="Start typing to search charges"
              required
              options={lookups.charges.map((charge) => ({ id: charge.id, label: charge.name }))}
              text={values.chargeText}
              chosenId={values.chargeId}
              error={fieldErrors.charge_id}
              onChoiceChange={({ text, id }) => {
                const describe = chargeSetsDescription && id !== null;
                edit(
                  { chargeText: text, chargeId: id, ...(describe ? { description: text } : {}) },
                  describe ? ['charge_id', 'description'] : ['charge_id'],
                );
              }}
            />
            <NumberInput
              id={expenseFieldId('amount')}
              label="Amount"
              leftSection={<Text size="sm">BD</Text>}
              leftSectionWidth={44}
              required
              min={0}
              step={0.01}
              decimalScale={3}
              fixedDecimalScale
              thousandSeparator=","
              allowNegative={false}
              hideControls
              inputMode="decimal"
              value={values.amount}
              error={fieldErrors.amount}
              onChange={(amount) => edit({ amount }, ['amount'])}
            />
            <TextInput
              id={expenseFieldId('description')}
              label="Description"
              required
              maxLength={DESCRIPTION_MAX}
              value={values.description}
              error={fieldErrors.description}
              onChange={(event) => edit({ description: event.currentTarget.value }, ['description'])}
            />
            <TextInput
              id={expenseFieldId('refrence_id')}
              label="Reference"
              description="Optional"
              maxLength={REFERENCE_MAX}
              value={values.reference}
              error={fieldErrors.refrence_id}
              onChange={(event) => edit({ reference: event.currentTarget.value }, ['refrence_id'])}
            />
            <TextInput
              id={expenseFieldId('job_number')}
              label="Job number"
              description="Optional"
              maxLength={JOB_NUMBER_MAX}
              value={values.jobNumber}
              error={fieldErrors.job_number}
              onChange={(event) => edit({ jobNumber: event.currentTarget.value }, ['job_number'])}
            />
          </SimpleGrid>

          <Stack gap={6}>
            <Text id={`${expenseFieldId('type')}-label`} size="sm" fw={500}>
              Type
            </Text>
            <SegmentedControl
              id={expenseFieldId('type')}
              aria-labelledby={`${expenseFieldId('type')}-label`}
              data={TYPE_CHOICES}
              value={values.type}
              onChange={(type) => edit({ type: type as ExpenseType }, ['type', 'driver_id', 'truck_id'])}
              w={{ base: '100%', sm: 'fit-content' }}
            />
            {fieldErrors.type !== undefined && (
              <Text size="sm" c="red.8">
                {fieldErrors.type}
              </Text>
            )}
          </Stack>

          {values.type === 'driver_truck' && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
              <PickOnlyTypeAhead
                id={expenseFieldId('driver_id')}
                label="Driver"
                description="Optional; picking a driver fills their truck"
                placeholder="Search drivers"
                options={lookups.drivers.map((driver) => ({
                  id: driver.id,
                  label: driver.name,
                  detail: driver.truck_number,
                }))}
                text={values.driverText}
                chosenId={values.driverId}
                error={fieldErrors.driver_id}
                onChoiceChange={({ text, id }) => {
                  const driver = id === null ? undefined : lookups.drivers.find((d) => d.id === id);
                  const truck =
                    driver?.truck_id != null ? { truckText: driver.truck_number ?? '', truckId: driver.truck_id } : {};
                  edit({ driverText: text, driverId: id, ...truck }, ['driver_id', 'truck_id']);
                }}
              />
              <PickOnlyTypeAhead
                id={expenseFieldId('truck_id')}
                label="Truck"
                description="Optional"
                placeholder="Search trucks"
                options={lookups.trucks.map((truck) => ({ id: truck.id, label: truck.number }))}
                text={values.truckText}
                chosenId={values.truckId}
                error={fieldErrors.truck_id}
                onChoiceChange={({ text, id }) => edit({ truckText: text, truckId: id }, ['truck_id'])}
              />
            </SimpleGrid>
          )}

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
            <DateField
              id={expenseFieldId('due_date')}
              label="Due date"
              description="Optional"
              value={values.dueDate}
              error={fieldErrors.due_date}
              onChange={(dueDate) => edit({ dueDate }, ['due_date'])}
            />
            <TextInput
              id={expenseFieldId('company')}
              label="Company"
              description="Optional"
              maxLength={COMPANY_MAX}
              value={values.company}
              error={fieldErrors.company}
              onChange={(event) => edit({ company: event.currentTarget.value }, ['company'])}
            />
          </SimpleGrid>

          <Stack gap={6}>
            <Text id={`${expenseFieldId('status')}-label`} size="sm" fw={500}>
              Status
            </Text>
            <SegmentedControl
              id={expenseFieldId('status')}
              aria-labelledby={`${expenseFieldId('status')}-label`}
              data={STATUS_CHOICES}
              value={values.status}
              onChange={(status) => edit({ status: status as ExpenseStatus }, ['status'])}
              w={{ base: '100%', sm: 'fit-content' }}
            />
            {fieldErrors.status !== undefined && (
              <Text size="sm" c="red.8">
                {fieldErrors.status}
              </Text>
            )}
          </Stack>

          <Group justify="flex-end" gap="sm">
            {secondaryAction}
            <Button type="submit" disabled={locked}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </Paper>
  );
}
