import type { ReactNode } from 'react';
import { CloseButton, NativeSelect, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import {
  documentTotals,
  lineAmounts,
  VAT_RATES,
  type LineAmounts,
  type VatRate,
} from '@fleetledger/shared/documents/document-line';
import { bdToFils, formatFils, hasAtMostThreeDecimals, MAX_BD } from '@fleetledger/shared/money';
import { limitProblems, MONEY_LIMIT_MESSAGES } from '@fleetledger/shared/money-limits';
import { MoneyText } from './money-text';

/** A document line as the user edits it: figures stay the typed text until they are figures. */
export interface EditableLine {
  /** Stable across edits and removals: a stored line's id or a local one. */
  key: string;
  description: string;
  quantity: string;
  /** Unit amount in BD, up to 3 decimals. */
  unit: string;
  vatPercent: VatRate;
  /** A line made from jobs: its description and figures come from the jobs, so it is shown, not edited. */
  locked?: boolean;
  /** -1 for a discount line, which subtracts from the totals. */
  sign?: 1 | -1;
}

export interface DocumentLinesEditorProps<L extends EditableLine> {
  lines: readonly L[];
  onChange: (lines: L[]) => void;
  readOnly?: boolean;
  /** The server's messages keyed `items.{index}.{description|qty|amount|vat_percentage}`. */
  errors?: Readonly<Record<string, string>>;
  /** The account chooser of a line, rendered in its first column. */
  renderAccount?: (line: L, index: number) => ReactNode;
  onRemove?: (index: number) => void;
  /** The document the lines are of, as the money limits' warning names it. */
  documentNoun?: string;
}

const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
const VAT_CHOICES = VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));
const FIGURE_STYLE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}

function typedFigure(text: string): number | null {
  const value = typedNumber(text);
  return value !== null && value <= MAX_BD && hasAtMostThreeDecimals(value) ? value : null;
}

/** A line's amounts in fils, signed (a discount's are negative); null while a figure is not one. */
export function editableLineAmounts(line: EditableLine): LineAmounts | null {
  const quantity = typedFigure(line.quantity);
  const unit = typedFigure(line.unit);
  if (quantity === null || unit === null) return null;
  const amounts = lineAmounts({ quantity, unitFils: bdToFils(unit), vatPercent: line.vatPercent });
  if (line.sign !== -1) return amounts;
  // 0 - x, not -x: a zero discount must not show as '-0.000'.
  return { vatableFils: 0 - amounts.vatableFils, vatFils: 0 - amounts.vatFils, totalFils: 0 - amounts.totalFils };
}

/**
 * The lines of an invoice, purchase voucher or receipt, with each line's vatable amount, VAT and total
 * worked out as the user types by the same shared rules the server applies. The totals leave out a
 * line whose figures are not yet figures; that line shows '—' instead.
 */
export function DocumentLinesEditor<L extends EditableLine>({
  lines,
  onChange,
  readOnly = false,
  errors = {},
  renderAccount,
  onRemove,
  documentNoun = 'the document',
}: DocumentLinesEditorProps<L>) {
  const amounts = lines.map(editableLineAmounts);
  // The limits the server holds the lines to, warned of as the user types (README "Money limits").
  const limits = limitProblems(
    lines.map((line, index) => ({ amounts: [typedNumber(line.unit)], totalFils: amounts[index]?.totalFils ?? null })),
  );
  const totals = documentTotals(amounts.filter((line) => line !== null));
  const removable = onRemove !== undefined && !readOnly;
  const hasAccount = renderAccount !== undefined;

  const change = (index: number, patch: Partial<EditableLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));

  return (
    <>
      <Table.ScrollContainer minWidth={readOnly ? 720 : 980}>
        <Table verticalSpacing="xs" aria-label="Lines">
          <Table.Thead>
            <Table.Tr>
              {hasAccount && <Table.Th>Account</Table.Th>}
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Unit Amount (BD)</Table.Th>
              <Table.Th ta="right">VAT %</Table.Th>
              <Table.Th ta="right">Vatable Amount</Table.Th>
              <Table.Th ta="right">VAT Amount</Table.Th>
              <Table.Th ta="right">Total Amount</Table.Th>
              {removable && (
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const n = index + 1;
              const error = (field: string) => errors[`items.${index}.${field}`];
              // A figure box: the line's text for it, the server's message for its field, the edit.
              const figure = (key: 'quantity' | 'unit', field: string) => ({
                value: line[key],
                error: error(field) ?? (key === 'unit' ? (limits.lines[index] ?? undefined) : undefined),
                onChange: (value: string) => change(index, { [key]: value }),
              });
              const figures = amounts[index] ?? null;
              return (
                <Table.Tr key={line.key} aria-label={`Line ${n}`} style={{ verticalAlign: 'top' }}>
                  {hasAccount && <Table.Td>{renderAccount(line, index)}</Table.Td>}
                  {readOnly || line.locked === true ? (
                    <ReadOnlyCells line={line} />
                  ) : (
                    <>
                      <Table.Td miw={180}>
                        <TextInput
                          aria-label={`Description, line ${n}`}
                          value={line.description}
                          error={error('description')}
                          onChange={(event) => change(index, { description: event.currentTarget.value })}
                        />
                      </Table.Td>
                      <Table.Td w={100}>
                        <FigureInput label={`Quantity, line ${n}`} {...figure('quantity', 'qty')} />
                      </Table.Td>
                      <Table.Td w={140}>
                        <FigureInput label={`Unit Amount (BD), line ${n}`} {...figure('unit', 'amount')} />
                      </Table.Td>
                      <Table.Td w={100}>
                        <NativeSelect
                          aria-label={`VAT %, line ${n}`}
                          data={VAT_CHOICES}
                          value={String(line.vatPercent)}
                          error={error('vat_percentage')}
                          onChange={(event) => {
                            const rate = VAT_RATES.find((candidate) => String(candidate) === event.currentTarget.value);
                            if (rate !== undefined) change(index, { vatPercent: rate });
                          }}
                        />
                      </Table.Td>
                    </>
                  )}
                  <FigureCell fils={figures?.vatableFils} />
                  <FigureCell fils={figures?.vatFils} />
                  <FigureCell fils={figures?.totalFils} />
                  {removable && (
                    <Table.Td>
                      <CloseButton aria-label={`Remove line ${n}`} onClick={() => onRemove(index)} />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={hasAccount ? 5 : 4} ta="right">
                Grand Total
              </Table.Th>
              <Table.Td ta="right">
                <MoneyText fils={totals.vatableFils} />
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText fils={totals.vatFils} />
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText fils={totals.totalFils} fw={700} />
              </Table.Td>
              {removable && <Table.Td />}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {limits.document && (
        <Text c="red" size="sm" role="alert">
          {MONEY_LIMIT_MESSAGES.document(documentNoun)}
        </Text>
      )}
    </>
  );
}

function FigureInput(props: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      aria-label={props.label}
      inputMode="decimal"
      autoComplete="off"
      value={props.value}
      error={props.error}
      styles={{ input: { textAlign: 'right', ...FIGURE_STYLE } }}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

function FigureCell({ fils }: { fils: number | undefined }) {
  return (
    <Table.Td ta="right" style={FIGURE_STYLE}>
      {fils === undefined ? '—' : formatFils(fils)}
    </Table.Td>
  );
}

/** A stored line's own figures as text; a figure that is not one is shown as typed. */
function ReadOnlyCells({ line }: { line: EditableLine }) {
  const unit = typedFigure(line.unit);
  return (
    <>
      <Table.Td>{line.description}</Table.Td>
      <Table.Td ta="right" style={FIGURE_STYLE}>
        {line.quantity}
      </Table.Td>
      <Table.Td ta="right" style={FIGURE_STYLE}>
        {unit === null ? line.unit : formatFils(bdToFils(unit))}
      </Table.Td>
      <Table.Td ta="right">{`${line.vatPercent} %`}</Table.Td>
    </>
  );
}
