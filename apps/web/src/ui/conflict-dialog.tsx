import { Fragment, type ReactNode } from 'react';
import { Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import type { MergeChoices, MergeDifference, MergeSide } from '../lib/three-way-merge';
import { FramedTable } from './framed-table';

/** One field that differs between the stored record and what the user has on screen. */
export interface ConflictDifference {
  field: string;
  theirs: string;
  yours: string;
}

/** A stale edit merged with the stored record: the conflicts to choose, and what was taken from theirs. */
export interface ConflictMerge {
  conflicts: readonly MergeDifference[];
  taken: readonly MergeDifference[];
  choices: MergeChoices;
  onChoose: (key: string, side: MergeSide) => void;
}

interface ConflictDialogProps {
  opened: boolean;
  /** e.g. 'This job was changed meanwhile'. */
  title: string;
  /** The server's message. */
  message: string;
  /** Where the stored record and the user's differ, when the screen does not merge them. */
  differences?: readonly ConflictDifference[];
  merge?: ConflictMerge;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

/** The parts a summary joins with ' · '. */
const PART = ' · ';

/**
 * A value set apart from its neighbours' direction: each part of a summary in its own isolate, so an
 * Arabic description never drags the figures beside it into its right-to-left run.
 */
export function IsolatedValue({ text }: { text: string }) {
  if (text === '') return <bdi>—</bdi>;
  return (
    <span dir="ltr">
      {text.split(PART).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && PART}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </span>
  );
}

/** A row of a values table: the field, its values side by side, and what follows them (a choice). */
interface ValuesRow {
  key: string;
  field: string;
  values: readonly string[];
  after?: ReactNode;
}

function ValuesTable({ label, headings, rows }: { label: string; headings: readonly string[]; rows: ValuesRow[] }) {
  return (
    <FramedTable label={label} columns={headings.map((heading) => ({ header: heading }))}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td fw={600}>{row.field}</Table.Td>
            {row.values.map((value, index) => (
              <Table.Td key={index}>
                <IsolatedValue text={value} />
              </Table.Td>
            ))}
            {row.after !== undefined && <Table.Td>{row.after}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </FramedTable>
  );
}

const SIDES: readonly [MergeSide, string][] = [
  ['mine', 'Mine'],
  ['theirs', 'Theirs'],
];

function SideChoice({ conflict, merge }: { conflict: MergeDifference; merge: ConflictMerge }) {
  return (
    <Group gap="xs" wrap="nowrap" role="radiogroup" aria-label={`Keep for ${conflict.field}`}>
      {SIDES.map(([side, label]) => (
        <Radio
          key={side}
          name={conflict.key}
          value={side}
          label={label}
          size="xs"
          checked={(merge.choices[conflict.key] ?? 'mine') === side}
          onChange={() => merge.onChoose(conflict.key, side)}
        />
      ))}
    </Group>
  );
}

function MergedChanges({ merge }: { merge: ConflictMerge }) {
  return (
    <>
      {merge.conflicts.length === 0 ? (
        <Text size="sm">None of their changes touch yours: Keep mine keeps yours together with theirs.</Text>
      ) : (
        <>
          <Text size="sm">You both changed these. Choose which value each keeps:</Text>
          <ValuesTable
            label="Changed by both"
            headings={['Field', 'Theirs', 'Yours', 'Keep']}
            rows={merge.conflicts.map((conflict) => ({
              key: conflict.key,
              field: conflict.field,
              values: [conflict.theirs, conflict.mine],
              after: <SideChoice conflict={conflict} merge={merge} />,
            }))}
          />
        </>
      )}
      {merge.taken.length > 0 && (
        <>
          <Text size="sm">Taken from theirs, as you did not change these:</Text>
          <ValuesTable
            label="Taken from theirs"
            headings={['Field', 'Was', 'Now']}
            rows={merge.taken.map((taken) => ({ ...taken, values: [taken.mine, taken.theirs] }))}
          />
        </>
      )}
    </>
  );
}

/**
 * Someone saved the record after this screen read it (a 409). The user's values stay on screen; the
 * other change is shown beside them, and the user chooses: keep theirs, or keep mine (the next save
 * goes over the newer version). A screen that merges shows only what both changed, each with its own
 * choice, and what was taken from theirs. Every screen that edits a record answers a stale save with this.
 */
export function ConflictDialog({
  opened,
  title,
  message,
  differences = [],
  merge,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: ConflictDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="xl">
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {merge !== undefined ? (
          <MergedChanges merge={merge} />
        ) : differences.length === 0 ? (
          <Text size="sm" c="dimmed">
            Their values equal yours.
          </Text>
        ) : (
          <ValuesTable
            label="Differences"
            headings={['Field', 'Theirs', 'Yours']}
            rows={differences.map((difference) => ({
              key: difference.field,
              field: difference.field,
              values: [difference.theirs, difference.yours],
            }))}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onTakeTheirs}>
            Take theirs
          </Button>
          <Button onClick={onKeepMine}>Keep mine</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
