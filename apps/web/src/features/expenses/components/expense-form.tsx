import type { FormEvent, ReactNode } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { ExpenseLookupLists } from '@fleetledger/shared/expenses/expenses.contract';
import { DateField } from '../../../ui/date-field';
import { expenseFigures } from '../form/expense-form-values';
import type { ExpenseFormController } from '../form/use-expense-form';
import { expenseFieldId } from '../form/use-expense-form';
import { ExpenseChoice, ExpenseFieldGrid, ExpenseFigure, ExpenseTextInput, ExpenseVatSelect } from './expense-fields';
import { PickOnlyTypeAhead } from './pick-only-type-ahead';

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
  const figures = expenseFigures(values);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) onSubmit();
  };

  return (
    <Paper component="form" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} onSubmit={handleSubmit} noValidate>
      <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <ExpenseFieldGrid>
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
          </ExpenseFieldGrid>

          <ExpenseTextInput form={form} valueKey="description" />

          <ExpenseFieldGrid columns={3}>
            <ExpenseTextInput form={form} valueKey="reference" />
            <ExpenseTextInput form={form} valueKey="jobNumber" />
            <DateField
              id={expenseFieldId('due_date')}
              label="Due date"
              description="Optional"
              value={values.dueDate}
              error={fieldErrors.due_date}
              onChange={(dueDate) => edit({ dueDate }, ['due_date'])}
            />
          </ExpenseFieldGrid>

          <ExpenseFieldGrid columns={4}>
            <NumberInput
              id={expenseFieldId('amount')}
              label="Amount"
              description="Before VAT"
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
            <ExpenseVatSelect form={form} />
            <ExpenseFigure
              id="expense-vat-amount"
              label="VAT amount (BD)"
              description="Of the amount"
              fils={figures?.vatFils ?? null}
            />
            <ExpenseFigure
              id="expense-gross-amount"
              label="Total paid (BD)"
              description="Amount + VAT"
              fils={figures?.grossFils ?? null}
            />
          </ExpenseFieldGrid>

          <ExpenseFieldGrid columns={3}>
            <ExpenseTextInput form={form} valueKey="company" />
            <ExpenseTextInput form={form} valueKey="supplierVatNumber" />
            <ExpenseTextInput form={form} valueKey="supplierInvoiceNumber" />
          </ExpenseFieldGrid>

          <ExpenseChoice form={form} field="type" />

          {values.type === 'driver_truck' && (
            <ExpenseFieldGrid>
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
            </ExpenseFieldGrid>
          )}

          <ExpenseFieldGrid>
            <ExpenseChoice form={form} field="status" />
            <ExpenseChoice form={form} field="paidFrom" />
          </ExpenseFieldGrid>

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
