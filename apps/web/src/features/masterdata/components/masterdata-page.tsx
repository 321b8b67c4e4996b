import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { canEditMasterdata } from '@fleetledger/shared/access';
import type { MasterdataKind } from '@fleetledger/shared/masterdata/masterdata.contract';
import { useSignedInUser } from '../../../lib/session/signed-in-user';
import { ActiveBadge } from '../../../ui/active-badge';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon, SearchIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { RecordTable, type RecordColumn } from '../../../ui/record-table';
import type { MasterRecords } from '../api/masterdata-calls';
import type { MasterdataBrowse } from '../api/use-masterdata-list';
import { listProblem } from '../form/list-problem';
import type { KindConfig } from '../kinds/kind-config';
import { ActiveChangeModal } from './active-change-modal';
import { RecordFormModal, type FormTarget } from './record-form-modal';

interface MasterdataPageProps<K extends MasterdataKind> {
  config: KindConfig<K>;
  browse: MasterdataBrowse<K>;
}

/**
 * The list page every kind of master data shares: search, 'Show inactive', the table and, for Admins
 * and Managers, add / edit / deactivate. Supervisors see the same list without the controls.
 */
export function MasterdataPage<K extends MasterdataKind>({ config, browse }: MasterdataPageProps<K>) {
  const user = useSignedInUser();
  const canEdit = canEditMasterdata(user.authority);
  const [formTarget, setFormTarget] = useState<FormTarget<K>>({ mode: 'closed' });
  const [toggling, setToggling] = useState<MasterRecords[K] | null>(null);
  const { list } = browse;
  const records = list.data?.records ?? [];
  const plural = config.title.toLowerCase();

  const columns: RecordColumn<MasterRecords[K]>[] = [
    ...config.columns,
    { header: 'Status', cell: (record) => <ActiveBadge active={record.active} /> },
  ];

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle
          title={config.title}
          description={
            canEdit
              ? `Deactivated ${plural} are no longer offered for new entries; old jobs keep them.`
              : `You can view the ${plural}; only Admins and Managers can change them.`
          }
        />
        {canEdit && <Button onClick={() => setFormTarget({ mode: 'create' })}>Add {config.noun}</Button>}
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="md" mb="md" align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            type="search"
            placeholder={config.searchPlaceholder}
            leftSection={<SearchIcon size={16} />}
            value={browse.search}
            onChange={(event) => browse.setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 16rem', maxWidth: 420 }}
          />
          <Switch
            label="Show inactive"
            checked={browse.includeInactive}
            onChange={(event) => browse.setIncludeInactive(event.currentTarget.checked)}
            mb={8}
          />
        </Group>

        {list.isError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" mb="md">
            <Stack gap="xs" align="flex-start">
              <span>{listProblem(list.error, plural)}</span>
              <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        )}

        {list.isPending ? (
          <FullPageLoader label={`Loading ${plural}...`} fullHeight={false} />
        ) : records.length === 0 ? (
          !list.isError && (
            <Text ta="center" c="dimmed" py="xl" role="status">
              {browse.search.trim() === '' ? `No ${plural} yet.` : `No ${plural} match "${browse.search.trim()}".`}
            </Text>
          )
        ) : (
          <RecordTable
            caption={
              <Text component="span" size="sm" c="dimmed" aria-live="polite">
                {records.length} {records.length === 1 ? config.noun : plural}
                {browse.includeInactive ? ' (inactive included)' : ''}
              </Text>
            }
            columns={columns}
            rows={records}
            minWidth={config.minTableWidth}
            actions={
              canEdit
                ? (record) => (
                    <>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={`Edit ${config.nameOf(record)}`}
                        onClick={() => setFormTarget({ mode: 'edit', record })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color={record.active ? 'red' : 'teal'}
                        aria-label={`${record.active ? 'Deactivate' : 'Reactivate'} ${config.nameOf(record)}`}
                        onClick={() => setToggling(record)}
                      >
                        {record.active ? 'Deactivate' : 'Reactivate'}
                      </Button>
                    </>
                  )
                : undefined
            }
          />
        )}
      </Paper>

      {canEdit && (
        <>
          <RecordFormModal config={config} target={formTarget} onClose={() => setFormTarget({ mode: 'closed' })} />
          <ActiveChangeModal config={config} record={toggling} onClose={() => setToggling(null)} />
        </>
      )}
    </>
  );
}
