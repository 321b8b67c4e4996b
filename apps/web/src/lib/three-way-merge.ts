import { bdToFils, formatFils, hasAtMostThreeDecimals } from '@fleetledger/shared/money';
/**
 * A stale save's three-way merge: the record as the screen read it (base), what the user has now
 * (mine) and what the server holds (theirs). What only one side changed is taken from that side;
 * what both changed to different values is a conflict, decided by the user's choice (mine unless
 * told otherwise). Lines are matched by their stored id, never by position.
 */

/** Which side a conflict is decided for. */
export type MergeSide = 'mine' | 'theirs';

/** One field of a record: how it is named, read, shown and copied from the other side. */
export interface MergeField<T> {
  /** Names the field among its record's; a choice is kept under it. */
  key: string;
  label: string;
  /** What the field holds; two values are the same when their JSON is. */
  read: (record: T) => unknown;
  show: (record: T) => string;
  /** `record` with this field as `from` has it. */
  take: (record: T, from: T) => T;
}

/** A field made of one or more of the record's own properties, changed together (an account and its name). */
export function recordField<T extends object>(
  label: string,
  keys: readonly (keyof T & string)[],
  show: (record: T) => string = (record) => keys.map((key) => String(record[key] ?? '')).join(' '),
): MergeField<T> {
  return {
    key: keys.join('+'),
    label,
    read: (record) => keys.map((key) => record[key]),
    show,
    take: (record, from) => ({ ...record, ...Object.fromEntries(keys.map((key) => [key, from[key]])) }),
  };
}

/**
 * An amount as the merge shows and compares it, whatever way it was typed or read: 25, '25' and
 * 25.000 are all '25.000', so "Theirs 20.000" stands beside "Yours 25.000". Text that is no amount
 * to the fil is shown as typed.
 */
export function amountText(amount: string | number | null | undefined): string {
  const text = String(amount ?? '').trim();
  const value = Number(text);
  return text === '' || !Number.isFinite(value) || !hasAtMostThreeDecimals(value) ? text : formatFils(bdToFils(value));
}

/** A field holding one amount (text as typed, or a number), shown and compared as amountText writes it. */
export function amountField<T extends object>(label: string, key: AmountKey<T>): MergeField<T> {
  const shown = (record: T) => amountText(record[key] as string | number);
  return { ...recordField<T>(label, [key], shown), read: shown };
}

/** The properties of a record that hold an amount, as text typed or a number. */
type AmountKey<T> = { [K in keyof T]: T[K] extends string | number ? K : never }[keyof T] & string;

/** Fields of one property each, shown as they are, by their labels. */
export function recordFields<T extends object>(labels: Partial<Record<keyof T & string, string>>): MergeField<T>[] {
  return Object.entries(labels).map(([key, label]) => recordField<T>(label as string, [key as keyof T & string]));
}

/** Something the merge reports: a conflict to choose, or a change taken from theirs. */
export interface MergeDifference {
  /** Names it among the record's conflicts: the key a choice is given under. */
  key: string;
  field: string;
  mine: string;
  theirs: string;
}

export interface Merged<T> {
  record: T;
  /** Where both sides changed the same thing differently. */
  conflicts: MergeDifference[];
  /** What only they changed, taken into the record; `mine` is what the user had (the value read). */
  taken: MergeDifference[];
}

export type MergeChoices = Readonly<Record<string, MergeSide>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How a line reads when it is not there. */
export const REMOVED = '(removed)';

function mergeFields<T>(
  fields: readonly MergeField<T>[],
  sides: { base: T; mine: T; theirs: T },
  choices: MergeChoices,
  name: { key: string; label: string },
): Merged<T> {
  const { base, mine, theirs } = sides;
  let record = mine;
  const conflicts: MergeDifference[] = [];
  const taken: MergeDifference[] = [];
  for (const field of fields) {
    const [was, mineNow, theirsNow] = [field.read(base), field.read(mine), field.read(theirs)];
    if (same(mineNow, theirsNow)) continue;
    const difference = {
      key: `${name.key}${field.key}`,
      field: `${name.label}${field.label}`,
      mine: field.show(mine),
      theirs: field.show(theirs),
    };
    if (same(was, mineNow)) {
      record = field.take(record, theirs);
      taken.push(difference);
    } else if (!same(was, theirsNow)) {
      conflicts.push(difference);
      if (choices[difference.key] === 'theirs') record = field.take(record, theirs);
    }
  }
  return { record, conflicts, taken };
}

/** A record's lines: where they sit, how one is named and shown, and their fields. */
export interface MergeLines<T, L> {
  /** Names the collection among the record's. */
  key: string;
  read: (record: T) => readonly L[];
  write: (record: T, lines: L[]) => T;
  /** The stored line's id; null for a line added on the screen. */
  id: (line: L) => number | null;
  /** e.g. 'Line 2': `position` counts from 1 on the side the line is shown from. */
  name: (line: L, position: number) => string;
  show: (line: L) => string;
  fields: readonly MergeField<L>[];
}

/** A collection of lines with its line type hidden, so one outline may hold several kinds of line. */
export interface LineCollection<T> {
  merge: (sides: { base: T; mine: T; theirs: T }, record: T, choices: MergeChoices) => Merged<T>;
}

function byId<L>(lines: readonly L[], id: (line: L) => number | null): Map<number, L> {
  return new Map(lines.flatMap((line) => (id(line) === null ? [] : [[id(line)!, line] as const])));
}

export function linesOf<T, L>(spec: MergeLines<T, L>): LineCollection<T> {
  return {
    merge: (sides, record, choices) => {
      const [base, mine, theirs] = [spec.read(sides.base), spec.read(sides.mine), spec.read(sides.theirs)];
      const [baseLines, theirLines] = [byId(base, spec.id), byId(theirs, spec.id)];
      const mineIds = new Set(mine.map(spec.id));
      const conflicts: MergeDifference[] = [];
      const taken: MergeDifference[] = [];
      const untouched = (was: L, now: L) => spec.fields.every((field) => same(field.read(was), field.read(now)));
      const kept: L[] = [];

      mine.forEach((line, index) => {
        const id = spec.id(line);
        const [was, their] = id === null ? [undefined, undefined] : [baseLines.get(id), theirLines.get(id)];
        const name = spec.name(line, index + 1);
        const key = `${spec.key}.${id}`;
        if (was === undefined) kept.push(line);
        else if (their !== undefined) {
          const merged = mergeFields(spec.fields, { base: was, mine: line, theirs: their }, choices, {
            key: `${key}.`,
            label: `${name} · `,
          });
          kept.push(merged.record);
          conflicts.push(...merged.conflicts);
          taken.push(...merged.taken);
        } else if (untouched(was, line)) taken.push({ key, field: name, mine: spec.show(line), theirs: REMOVED });
        else {
          conflicts.push({ key, field: name, mine: spec.show(line), theirs: REMOVED });
          if (choices[key] !== 'theirs') kept.push(line);
        }
      });

      // Their lines the merge brings back or in go after the line before them on their side.
      let anchor: number | null = null;
      theirs.forEach((line, index) => {
        const id = spec.id(line)!;
        const name = spec.name(line, index + 1);
        const key = `${spec.key}.${id}`;
        const was = baseLines.get(id);
        let bring = false;
        if (was === undefined && !mineIds.has(id)) {
          taken.push({ key, field: name, mine: REMOVED, theirs: spec.show(line) });
          bring = true;
        } else if (was !== undefined && !mineIds.has(id) && !untouched(was, line)) {
          conflicts.push({ key, field: name, mine: REMOVED, theirs: spec.show(line) });
          bring = choices[key] === 'theirs';
        }
        if (bring) {
          const at = anchor === null ? 0 : kept.findIndex((other) => spec.id(other) === anchor) + 1;
          kept.splice(at, 0, line);
        }
        if (kept.some((other) => spec.id(other) === id)) anchor = id;
      });
      return { record: spec.write(record, kept), conflicts, taken };
    },
  };
}

/** The names of a record's properties that hold lines of type L. */
type LinesKey<T, L> = { [K in keyof T]: T[K] extends L[] ? K : never }[keyof T] & string;

/** The lines a record holds under `key`, each known by its stored `id`. */
export function linesUnder<T, L extends { id: number | null }>(
  key: LinesKey<T, L>,
  spec: Pick<MergeLines<T, L>, 'name' | 'show' | 'fields'>,
): LineCollection<T> {
  return linesOf<T, L>({
    key,
    read: (record) => record[key] as L[],
    write: (record, lines) => ({ ...record, [key]: lines }),
    id: (line) => line.id,
    ...spec,
  });
}

/** What a record's merge compares: its own fields, then each collection of lines. */
export interface MergeOutline<T> {
  fields: readonly MergeField<T>[];
  lines?: readonly LineCollection<T>[];
}

/**
 * Merges the user's edit (mine) with the stored record (theirs) over the record both started from
 * (base). The record is mine with what only they changed, and each conflict as `choices` say.
 */
export function mergeEdit<T>(
  outline: MergeOutline<T>,
  sides: { base: T; mine: T; theirs: T },
  choices: MergeChoices = {},
): Merged<T> {
  const header = mergeFields(outline.fields, sides, choices, { key: '', label: '' });
  return (outline.lines ?? []).reduce((merged, collection) => {
    const next = collection.merge(sides, merged.record, choices);
    return {
      record: next.record,
      conflicts: [...merged.conflicts, ...next.conflicts],
      taken: [...merged.taken, ...next.taken],
    };
  }, header);
}
