import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { VAT_RATES, type VatRate } from '@fleetledger/shared/documents/document-line';
import { useTruckChoices } from '../../../lib/lookups';
import { AccountPicker } from '../../../ui/account-picker';
import { draftFields } from '../../../ui/draft-fields';
import { MoneyText } from '../../../ui/money-text';
import { itemFigures, withAccount, type PurchaseItemDraft } from '../model/purchase-drafts';
import { JobTagsInput } from './job-tags-input';

interface PurchaseItemCardProps {
  item: PurchaseItemDraft;
  index: number;
  readOnly: boolean;
  /** The server's messages, keyed `<field>_<index>` as purchase_generate and purchase_update name them. */
  errors: Readonly<Record<string, string>>;
  /** Null when the item is the only one: a purchase keeps at least one. */
  onRemove: (() => void) | null;
  onChange: (item: PurchaseItemDraft) => void;
}

const VAT_CHOICES = VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));
const SIDES = [
  { value: 'dr', label: 'DR' },
  { value: 'cr', label: 'CR' },
];

/** One account item of a purchase voucher: account, side, figures, jobs and truck, with its signed amounts. */
export function PurchaseItemCard({ item, index, readOnly, errors, onRemove, onChange }: PurchaseItemCardProps) {
  const n = index + 1;
  const error = (field: string) => errors[`${field}_${index}`] ?? errors[`items.${index}.${field}`];
  const trucks = useTruckChoices().data?.data ?? [];
  const figures = itemFigures(item);
  const change = (patch: Partial<PurchaseItemDraft>) => onChange({ ...item, ...patch });
  const fields = draftFields(item, change, error, readOnly);

  return (
    <Paper withBorder p="md" component="section" aria-label={`Item ${n}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm" align="flex-end" wrap="wrap">
            {readOnly ? (
              <TextInput label={`Account, item ${n}`} value={item.accountName} {...fields.shown} miw={240} />
            ) : (
              <AccountPicker
                label={`Account, item ${n}`}
                accountId={item.accountId}
                accountName={item.accountName}
                error={error('account')}
                minLetters={3}
                line="purchase"
                onChange={(account) => onChange(withAccount(item, account))}
              />
            )}
            {item.accountId !== null && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id={`side-${item.key}`}>
                  DR/CR
                </Text>
                {readOnly ? (
                  <Text size="sm">{item.crDr.toUpperCase()}</Text>
                ) : (
                  <SegmentedControl
                    aria-labelledby={`side-${item.key}`}
                    data={SIDES}
                    value={item.crDr}
                    onChange={(value) => change({ crDr: value === 'cr' ? 'cr' : 'dr' })}
                  />
                )}
              </Stack>
            )}
          </Group>
          {onRemove !== null && !readOnly && (
            <Button variant="subtle" color="red" size="compact-sm" aria-label={`Remove item ${n}`} onClick={onRemove}>
              Remove
            </Button>
          )}
        </Group>
        <TextInput label="Description" {...fields.text('description', 'description')} />
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          <TextInput label="Quantity" inputMode="numeric" {...fields.text('quantity', 'quantity')} />
          <TextInput label="Unit Amount (BD)" inputMode="decimal" {...fields.text('unit', 'amount')} />
          <Select
            label="VAT %"
            data={VAT_CHOICES}
            value={String(item.vatPercent)}
            allowDeselect={false}
            error={error('vat')}
            onChange={(value) => change({ vatPercent: Number(value) as VatRate })}
            {...fields.shown}
          />
          <Figure label="Vatable Amount" fils={figures?.signedVatableFils ?? null} />
          <Figure label="VAT Amount" fils={figures?.vatFils ?? null} />
          <Figure label="Total Amount" fils={figures?.signedTotalFils ?? null} strong />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <JobTagsInput
            label={`Jobs, item ${n}`}
            jobs={item.jobs}
            readOnly={readOnly}
            error={error('job')}
            onChange={(jobs) => change({ jobs })}
          />
          <Select
            label="Truck"
            placeholder="No truck"
            searchable
            clearable
            data={trucks.map((truck) => ({ value: String(truck.id), label: truck.number }))}
            value={item.truckId === null ? null : String(item.truckId)}
            error={error('truck')}
            onChange={(value) => change({ truckId: value === null ? null : Number(value) })}
            {...fields.shown}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** A worked-out amount: read-only, shown as the user types. */
function Figure({ label, fils, strong = false }: { label: string; fils: number | null; strong?: boolean }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {fils === null ? (
        <Text c="dimmed">—</Text>
      ) : (
        <MoneyText fils={fils} fw={strong ? 700 : undefined} aria-label={label} />
      )}
    </Stack>
  );
}
