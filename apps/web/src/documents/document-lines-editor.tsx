import { useCallback, useMemo, type ReactNode } from 'react';
import { Text, VisuallyHidden } from '@mantine/core';
import { documentTotals, type VatRate } from '@fleetledger/shared/documents/document-line';
import { limitProblems, MONEY_LIMIT_MESSAGES } from '@fleetledger/shared/money-limits';
import { DocumentLineRow, editableLineAmounts, typedNumber } from './document-line-row';
import classes from './document-lines-editor.module.css';
import { MoneyText } from '../ui/money-text';

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
  /** A discount: its quantity and VAT are fixed, so only its amount (and description) is typed. */
  amountOnly?: boolean;
}

export interface DocumentLinesEditorProps<L extends EditableLine> {
  lines: readonly L[];
  /** Takes how the lines change, as React's state setter does, so an edit needs no fresh callback per line. */
  onChange: (update: (lines: L[]) => L[]) => void;
  readOnly?: boolean;
  /** The server's messages keyed `items.{index}.{description|qty|amount|vat_percentage}`. */
  errors?: Readonly<Record<string, string>>;
  /** The account chooser of a line, rendered above its description; keep it the same function between edits. */
  renderAccount?: (line: L, index: number) => ReactNode;
  onRemove?: (index: number) => void;
  /** The document the lines are of, as the money limits' warning names it. */
  documentNoun?: string;
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

/**
 * The lines of an invoice, with each line's vatable amount, VAT and total worked out as the user types
 * by the same shared rules the server applies. The totals leave out a line whose figures are not yet
 * figures; that line shows '—' instead. Every column fits 1280 px beside the open sidebar.
 */
export function DocumentLinesEditor<L extends EditableLine>({
  lines,
  onChange,
  readOnly = false,
  errors = NO_ERRORS,
  renderAccount,
  onRemove,
  documentNoun = 'the document',
}: DocumentLinesEditorProps<L>) {
  // Worked out once per edit for the whole document; each row works out its own line's figures.
  const { limits, totals } = useMemo(() => {
    const lineFigures = lines.map(editableLineAmounts);
    return {
      // The limits the server holds the lines to, warned of as the user types (README "Money limits").
      limits: limitProblems(
        lines.map((line, index) => ({
          amounts: [typedNumber(line.unit)],
          totalFils: lineFigures[index]?.totalFils ?? null,
        })),
      ),
      totals: documentTotals(lineFigures.filter((figures) => figures !== null)),
    };
  }, [lines]);
  const edit = useCallback(
    (key: string, patch: Partial<EditableLine>) =>
      onChange((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line))),
    [onChange],
  );
  const removable = onRemove !== undefined && !readOnly;
  const hasAccount = renderAccount !== undefined;

  return (
    <>
      <table className={`${classes.table} ${hasAccount ? classes.withAccount : ''}`} aria-label="Lines">
        <thead>
          <tr className={classes.row}>
            {hasAccount && <th className={classes.account}>Account</th>}
            <th className={classes.description}>Description</th>
            <th className={`${classes.quantity} ${classes.figure}`}>Quantity</th>
            <th className={`${classes.unit} ${classes.figure}`}>Unit Amount (BD)</th>
            <th className={`${classes.vat} ${classes.figure}`}>VAT %</th>
            <th className={`${classes.vatable} ${classes.figure}`}>Vatable Amount</th>
            <th className={`${classes.vatAmount} ${classes.figure}`}>VAT Amount</th>
            <th className={`${classes.total} ${classes.figure}`}>Total Amount</th>
            {removable && (
              <th className={classes.remove}>
                <VisuallyHidden>Remove</VisuallyHidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <DocumentLineRow
              key={line.key}
              line={line}
              index={index}
              shown={readOnly || line.locked === true}
              errors={errors}
              limit={limits.lines[index] ?? null}
              renderAccount={renderAccount}
              onEdit={edit}
              onRemove={removable ? onRemove : undefined}
            />
          ))}
        </tbody>
        <tfoot>
          <tr className={`${classes.row} ${classes.totals}`}>
            <th scope="row" className={`${classes.label} ${classes.figure}`}>
              Grand Total
            </th>
            <td className={`${classes.vatable} ${classes.figure}`}>
              <MoneyText fils={totals.vatableFils} />
            </td>
            <td className={`${classes.vatAmount} ${classes.figure}`}>
              <MoneyText fils={totals.vatFils} />
            </td>
            <td className={`${classes.total} ${classes.figure}`}>
              <MoneyText fils={totals.totalFils} fw={700} />
            </td>
            {removable && <td className={classes.remove} />}
          </tr>
        </tfoot>
      </table>
      {limits.document && (
        <Text c="red" size="sm" role="alert">
          {MONEY_LIMIT_MESSAGES.document(documentNoun)}
        </Text>
      )}
    </>
  );
}
