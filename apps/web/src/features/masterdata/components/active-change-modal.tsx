import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { MasterdataKind } from '@fleetledger/shared/masterdata/masterdata.contract';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useDialogFailure } from '../../../ui/use-dialog-failure';
import { useLastShown } from '../../../ui/use-last-shown';
import { notifySuccess } from '../../../ui/notify';
import type { MasterRecords } from '../api/masterdata-calls';
import { masterdataQueryKeys } from '../api/masterdata-query-keys';
import { useSaveMasterRecord } from '../api/use-save-master-record';
import { buildPayload, NO_PROBLEM, saveProblem, type FormProblem } from '../form/record-form';
import type { KindConfig } from '../kinds/kind-config';
import { capitalise } from './record-form-modal';

interface ActiveChangeModalProps<K extends MasterdataKind> {
  config: KindConfig<K>;
  /** The record to deactivate (when active) or reactivate; null when closed. */
  record: MasterRecords[K] | null;
  onClose: () => void;
}

/** Deactivate / Reactivate: a save of the record as loaded, with active flipped and its version. */
export function ActiveChangeModal<K extends MasterdataKind>({
  config,
  record: open,
  onClose,
}: ActiveChangeModalProps<K>) {
  const record = useLastShown(open);
  const queryClient = useQueryClient();
  const save = useSaveMasterRecord();
  const [problem, setProblem, close] = useDialogFailure<FormProblem>(NO_PROBLEM, save, onClose);
  const deactivating = record?.active ?? true;
  const verb = deactivating ? 'Deactivate' : 'Reactivate';
  const name = record === null ? '' : config.nameOf(record);

  const confirm = () => {
    if (record === null) return;
    const payload = buildPayload(config, config.toValues(record), record, !record.active);
    save.mutate(
      { path: config.savePath, payload },
      {
        onSuccess: () => {
          notifySuccess(`${capitalise(config.noun)} ${name} ${deactivating ? 'deactivated' : 'reactivated'}`);
          close();
        },
        // Every field message belongs to a field this dialog does not show: all of them go above.
        onError: (error) => setProblem(saveProblem(error, [])),
      },
    );
  };

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: masterdataQueryKeys.kind(config.kind) });
    close();
  };

  return (
    <ConfirmModal
      opened={open !== null}
      title={`${verb} ${config.noun}?`}
      confirmLabel={verb}
      confirmColor={deactivating ? 'red' : undefined}
      busy={save.isPending}
      error={problem.message}
      errorAction={
        problem.stale ? (
          <Button size="xs" variant="white" color="red" onClick={() => void reload()}>
            Reload
          </Button>
        ) : undefined
      }
      onConfirm={confirm}
      onClose={close}
    >
      {deactivating
        ? `${verb} ${config.noun} ${name}? It will no longer be offered when entering jobs and expenses; jobs that already use it keep it. You can reactivate it later.`
        : `${verb} ${config.noun} ${name}? It will be offered again when entering jobs and expenses.`}
    </ConfirmModal>
  );
}
