import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCustomerChoices } from '../../../lib/lookups';
import { DateField } from '../../../ui/date-field';
import { draftFields } from '../../../ui/draft-fields';
import { NarrationField } from '../../../documents/narration-field';
import { MoneyText } from '../../../ui/money-text';
import { TitledSection } from '../../../ui/titled-section';
import { newItem, purchaseGrandTotalFils, type PurchaseDraft } from '../model/purchase-drafts';
import { PurchaseItemCard } from './purchase-item-card';

interface PurchaseFormProps {
  draft: PurchaseDraft;
  readOnly: boolean;
  /** The server's per-field messages. */
  errors: Readonly<Record<string, string>>;
  /** Cancelled purchases hide their items (the accounting spec). */
  showItems?: boolean;
  onChange: (draft: PurchaseDraft) => void;
}

/** A purchase voucher's Purchase Details and Account Details, for creating, reading and editing. */
export function PurchaseForm({ draft, readOnly, errors, showItems = true, onChange }: PurchaseFormProps) {
  const suppliers = useCustomerChoices().data?.data ?? [];
  const change = (patch: Partial<PurchaseDraft>) => onChange({ ...draft, ...patch });
  const fields = draftFields(draft, change, (field) => errors[field], readOnly);
  const supplierChoices = suppliers.map((s) => ({ value: String(s.id), label: s.name }));
  // A stored supplier that has since been deactivated is still shown by name.
  if (draft.supplierId !== null && !suppliers.some((s) => s.id === draft.supplierId))
    supplierChoices.unshift({ value: String(draft.supplierId), label: draft.supplierName });

  return (
    <Stack gap="md">
      <TitledSection title="Purchase Details">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <DateField label="Date" {...fields.date('date', 'date')} />
          <Select
            label="Party Name"
            placeholder="Search suppliers"
            searchable
            clearable
            data={supplierChoices}
            value={draft.supplierId === null ? null : String(draft.supplierId)}
            error={errors.supplier_id}
            onChange={(value, option) =>
              change({ supplierId: value === null ? null : Number(value), supplierName: option?.label ?? '' })
            }
            {...fields.shown}
          />
          <TextInput label="Reference" {...fields.text('reference', 'reference')} />
          <DateField label="Reference Date" {...fields.date('referenceDate', 'reference_date')} />
          <NarrationField {...fields.text('narration', 'narration')} />
        </SimpleGrid>
      </TitledSection>

      {showItems && (
        <Stack gap="sm" component="section" aria-labelledby="account-details-title">
          <Group justify="space-between">
            <Title order={2} size="h4" id="account-details-title">
              Account Details
            </Title>
            {!readOnly && (
              <Button variant="default" onClick={() => change({ items: [...draft.items, newItem()] })}>
                Add Account
              </Button>
            )}
          </Group>
          {errors.items !== undefined && (
            <Text c="red" size="sm" role="alert">
              {errors.items}
            </Text>
          )}
          {draft.items.map((item, index) => (
            <PurchaseItemCard
              key={item.key}
              item={item}
              index={index}
              readOnly={readOnly}
              errors={errors}
              onRemove={
                draft.items.length > 1 ? () => change({ items: draft.items.filter((_, at) => at !== index) }) : null
              }
              onChange={(changed) =>
                change({ items: draft.items.map((other, at) => (at === index ? changed : other)) })
              }
            />
          ))}
          <Group justify="flex-end" gap="sm">
            <Text fw={500}>Grand Total</Text>
            <MoneyText fils={purchaseGrandTotalFils(draft.items)} fw={700} aria-label="Grand Total" />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
