import { memo, useId, type ReactNode } from 'react';
import { lineAmounts, VAT_RATES, type LineAmounts } from '@fleetledger/shared/documents/document-line';
import { bdToFils, formatFils, hasAtMostThreeDecimals, MAX_BD } from '@fleetledger/shared/money';
import { VisuallyHidden } from '@mantine/core';
import classes from './document-lines-editor.module.css';
import plain from '../ui/plain-input.module.css';
import type { EditableLine } from './document-lines-editor';

export type LineEdit = (key: string, patch: Partial<EditableLine>) => void;

interface DocumentLineRowProps<L extends EditableLine> {
  line: L;
  index: number;
  /** Shown, not edited: the document is read-only or the line is locked. */
  shown: boolean;
  /** The server's messages keyed `items.{index}.{field}`: the same object while the user types. */
  errors: Readonly<Record<string, string>>;
  /** The money limit the line's unit amount breaks, warned of as it is typed. */
  limit: string | null;
  renderAccount: ((line: L, index: number) => ReactNode) | undefined;
  onEdit: LineEdit;
  onRemove: ((index: number) => void) | undefined;
}

/** How a figure that is not one yet reads. */
const NO_FIGURE = '—';
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/** A typed figure as a number, or null while it does not read as one. */
export function typedNumber(text: string): number | null {
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
 * One line of the lines editor. Memoized: typing in a line re-renders that line and the totals only,
 * so a 200-line invoice keys as fast as a short one.
 */
function DocumentLineRowOf<L extends EditableLine>(props: DocumentLineRowProps<L>) {
  const { line, index, shown, renderAccount, onRemove } = props;
  const n = index + 1;
  const figures = editableLineAmounts(line);
  return (
    <tr className={classes.row} aria-label={`Line ${n}`}>
      {renderAccount !== undefined && <td className={classes.account}>{renderAccount(line, index)}</td>}
      {shown ? <ShownCells line={line} /> : <EditedCells {...props} />}
      <FigureCell area={classes.vatable} fils={figures?.vatableFils} />
      <FigureCell area={classes.vatAmount} fils={figures?.vatFils} />
      <FigureCell area={classes.total} fils={figures?.totalFils} />
      {onRemove !== undefined && (
        <td className={classes.remove}>
          <button
            type="button"
            className={`${plain.subtleButton} ${classes.removeButton}`}
            aria-label={`Remove line ${n}`}
            onClick={() => onRemove(index)}
          >
            ×
          </button>
        </td>
      )}
    </tr>
  );
}

export const DocumentLineRow = memo(DocumentLineRowOf) as typeof DocumentLineRowOf;

/** A line's own boxes: description, quantity, unit amount and VAT rate; a discount's amount only. */
function EditedCells<L extends EditableLine>({ line, index, errors, limit, onEdit }: DocumentLineRowProps<L>) {
  const id = useId();
  const n = index + 1;
  const message = (field: string) => errors[`items.${index}.${field}`];
  const edit = (patch: Partial<EditableLine>) => onEdit(line.key, patch);
  const amountOnly = line.amountOnly === true;
  return (
    <>
      <td className={classes.description}>
        <Field id={`${id}-description`} error={message('description')}>
          {(described) => (
            <textarea
              {...described}
              className={`${plain.input} ${classes.descriptionInput}`}
              aria-label={`Description, line ${n}`}
              rows={1}
              dir="auto"
              value={line.description}
              onChange={(event) => edit({ description: event.currentTarget.value })}
            />
          )}
        </Field>
      </td>
      <td className={`${classes.quantity} ${classes.figure}`}>
        {amountOnly ? (
          <FixedText shown={NO_FIGURE} said={`No quantity on line ${n}: a discount is an amount only`} />
        ) : (
          <Field id={`${id}-quantity`} error={message('qty')}>
            {(described) => (
              <FigureInput
                {...described}
                label={`Quantity, line ${n}`}
                value={line.quantity}
                onChange={(quantity) => edit({ quantity })}
              />
            )}
          </Field>
        )}
      </td>
      <td className={classes.unit}>
        <Field id={`${id}-unit`} error={message('amount') ?? limit ?? undefined}>
          {(described) => (
            <FigureInput
              {...described}
              label={`Unit Amount (BD), line ${n}`}
              value={line.unit}
              onChange={(unit) => edit({ unit })}
            />
          )}
        </Field>
      </td>
      <td className={classes.vat}>
        {amountOnly ? (
          <FixedText shown="No VAT" said={`No VAT on line ${n}: a discount is an amount only`} />
        ) : (
          <Field id={`${id}-vat`} error={message('vat_percentage')}>
            {(described) => (
              <select
                {...described}
                className={plain.input}
                aria-label={`VAT %, line ${n}`}
                value={String(line.vatPercent)}
                onChange={(event) => {
                  const rate = VAT_RATES.find((candidate) => String(candidate) === event.currentTarget.value);
                  if (rate !== undefined) edit({ vatPercent: rate });
                }}
              >
                {VAT_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>{`${rate} %`}</option>
                ))}
              </select>
            )}
          </Field>
        )}
      </td>
    </>
  );
}

interface Described {
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A box and, under it, its message, which the box names as its description. */
function Field({
  id,
  error,
  children,
}: {
  id: string;
  error: string | undefined;
  children: (described: Described) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      {children({ 'aria-invalid': error !== undefined, 'aria-describedby': error === undefined ? undefined : errorId })}
      {error !== undefined && (
        <div id={errorId} className={classes.error}>
          {error}
        </div>
      )}
    </>
  );
}

function FigureInput({
  label,
  value,
  onChange,
  ...described
}: Described & { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <input
      {...described}
      className={`${plain.input} ${classes.figureInput}`}
      aria-label={label}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** What a discount does not have, shown as such and said whole to a screen reader. */
function FixedText({ shown, said }: { shown: string; said: string }) {
  return (
    <>
      <span className={classes.fixed} aria-hidden>
        {shown}
      </span>
      <VisuallyHidden>{said}</VisuallyHidden>
    </>
  );
}

function FigureCell({ area, fils }: { area: string | undefined; fils: number | undefined }) {
  return <td className={`${area} ${classes.figure}`}>{fils === undefined ? NO_FIGURE : formatFils(fils)}</td>;
}

/** A stored line's own figures as text (one that is not a figure as typed); a discount's quantity and VAT as what it has not. */
function ShownCells({ line }: { line: EditableLine }) {
  const amountOnly = line.amountOnly === true;
  const unit = typedFigure(line.unit);
  return (
    <>
      <td className={classes.description} dir="auto">
        {line.description}
      </td>
      <td className={`${classes.quantity} ${classes.figure}`}>{amountOnly ? NO_FIGURE : line.quantity}</td>
      <td className={`${classes.unit} ${classes.figure}`}>{unit === null ? line.unit : formatFils(bdToFils(unit))}</td>
      <td className={`${classes.vat} ${classes.figure}`}>{amountOnly ? 'No VAT' : `${line.vatPercent} %`}</td>
    </>
  );
}
