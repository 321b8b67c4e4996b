import { Fragment, useContext, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Table, Text } from '@mantine/core';
import { canAccessPage } from '@fleetledger/shared/access';
import type { AuditEntry } from '@fleetledger/shared/audit-log/audit-log.contract';
import { actionLabel, recordKindLabel } from '@fleetledger/shared/audit-log/audit-log.rules';
import { fieldChanges, type FieldChange } from '../lib/audit-changes';
import { momentLabel } from '../lib/company-time-zone';
import { SignedInUserContext } from '../lib/session/signed-in-user';
import { EmptyRow } from './list-states';
import { TableHeader } from './table-header';

const COLUMNS = 6;

/** Who made the change: the user's name and e-mail, or what acted without one (the command line). */
function Who({ entry }: { entry: AuditEntry }) {
  if (entry.user_name === null) return <Text c="dimmed">{entry.ip === 'cli' ? 'Command line' : 'No user'}</Text>;
  return (
    <>
      <Text size="sm">{entry.user_name}</Text>
      <Text size="xs" c="dimmed">
        {entry.user_email}
      </Text>
    </>
  );
}

/** The record, linked to its page when the reader may open it (a Manager reads of users, opens no Users page). */
function WhatRecord({ entry, withKind }: { entry: AuditEntry; withKind: boolean }) {
  const authority = useContext(SignedInUserContext)?.authority;
  const link = entry.link !== null && canAccessPage(authority, entry.link) ? entry.link : null;
  return (
    <>
      {withKind && (
        <Text size="xs" c="dimmed">
          {recordKindLabel(entry.kind)}
        </Text>
      )}
      {link === null ? (
        <Text size="sm">{entry.record}</Text>
      ) : (
        <Anchor component={Link} to={link} size="sm">
          {entry.record}
        </Anchor>
      )}
    </>
  );
}

const CHANGES_COLUMNS = [{ header: 'Field', w: '22%' }, { header: 'Before' }, { header: 'After' }];

function ChangesTable({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <Table withTableBorder withColumnBorders fz="sm" aria-label="Fields changed">
      <TableHeader columns={CHANGES_COLUMNS} />
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td fw={500}>{change.label}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{change.before}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{change.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export interface AuditEntriesTableProps {
  entries: readonly AuditEntry[];
  label: string;
  /** What to say when there is no entry. */
  empty: string;
  /** On a record's own History: its kind, left unsaid (its attachments' entries still say theirs). */
  ownKind?: string;
}

/**
 * Audit entries, newest first: when (the company's clock), who, from where, what record, the action,
 * and — opened on demand — the fields it changed, before and after.
 */
export function AuditEntriesTable({ entries, label, ownKind, empty }: AuditEntriesTableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table aria-label={label} striped highlightOnHover horizontalSpacing={8} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const changes = fieldChanges(entry.before, entry.after);
            const shown = open.has(entry.id);
            return (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{momentLabel(entry.at)}</Table.Td>
                  <Table.Td>
                    <Who entry={entry} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.ip ?? '—'}</Table.Td>
                  <Table.Td>
                    <WhatRecord entry={entry} withKind={entry.kind !== ownKind} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {actionLabel(entry.action)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {changes.length === 0 ? (
                      <Text c="dimmed" size="sm">
                        —
                      </Text>
                    ) : (
                      <Button variant="subtle" size="compact-sm" aria-expanded={shown} onClick={() => toggle(entry.id)}>
                        {`${shown ? 'Hide' : 'Show'} ${changes.length} ${changes.length === 1 ? 'field' : 'fields'}`}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
                {shown && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS} bg="gray.0">
                      <ChangesTable changes={changes} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
          {entries.length === 0 && <EmptyRow message={empty} columns={COLUMNS} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
