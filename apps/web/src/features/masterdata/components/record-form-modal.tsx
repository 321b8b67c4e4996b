import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MASTERDATA_MESSAGES, type MasterdataKind } from '@fleetledger/shared/masterdata/masterdata.contract';
import { isApiError } from '../../../lib/api-error';
import { StaleSaveDialog } from '../../../ui/stale-save-dialog';
import { FormModalActions } from '../../../ui/form-modal-actions';
import { AlertIcon } from '../../../ui/icons';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useLastShown } from '../../../ui/use-last-shown';
import { useFormDraft } from '../../../ui/use-unsaved-changes';
import { notifySuccess } from '../../../ui/notify';
import { fetchMasterRecord, staleMasterRecord, type MasterRecords } from '../api/masterdata-calls';
import { masterdataQueryKeys } from '../api/masterdata-query-keys';
import { useSaveMasterRecord } from '../api/use-save-master-record';
import { buildPayload, checkPayload, NO_PROBLEM, saveProblem, type FormProblem } from '../form/record-form';
import { recordMerge } from '../form/record-conflict';
import type { FormValues, KindConfig } from '../kinds/kind-config';
import { RecordField } from './record-field';

/** What the modal edits: nothing (closed), a new record, or an existing one. */
export type FormTarget<K extends MasterdataKind> =
  { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; record: MasterRecords[K] };

interface RecordFormModalProps<K extends MasterdataKind> {
  config: KindConfig<K>;
  target: FormTarget<K>;
  onClose: () => void;
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'Add truck' / 'Edit truck': the record's fields, checked before sending, with the server's answer. */
export function RecordFormModal<K extends MasterdataKind>({ config, target, onClose }: RecordFormModalProps<K>) {
  const shown = useLastShown(target.mode === 'closed' ? null : target);
  const title = `${shown?.mode === 'edit' ? 'Edit' : 'Add'} ${config.noun}`;
  const manyFields = config.fields(null).length > 4;
  return (
    <Modal opened={target.mode !== 'closed'} onClose={onClose} title={title} centered size={manyFields ? 'lg' : 'md'}>
      {shown !== null && (
        <RecordFormBody
          key={shown.mode === 'edit' ? shown.record.id : 'new'}
          config={config}
          initial={shown.mode === 'edit' ? shown.record : null}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface RecordFormBodyProps<K extends MasterdataKind> {
  config: KindConfig<K>;
  initial: MasterRecords[K] | null;
  onClose: () => void;
}

function RecordFormBody<K extends MasterdataKind>({ config, initial, onClose }: RecordFormBodyProps<K>) {
  const queryClient = useQueryClient();
  const save = useSaveMasterRecord();
  const [record, setRecord] = useState(initial);
  // What the form started from: the record as read (or blank), what Reload and Take theirs put in it, or
  // a restored draft's own start; a stale save merges against it.
  const [start, setStart] = useState<FormValues>(() =>
    initial === null ? config.emptyValues : config.toValues(initial),
  );
  const [values, setValues] = useState(start);
  const kept = useFormDraft({
    form: `${config.kind}-form`,
    recordId: record?.id ?? null,
    version: record?.version ?? null,
    value: values,
    baseline: start,
    // A restored edit is saved at the version it was read at: a stale one meets the conflict dialog,
    // merged against what the draft started from (secrets, never kept, as the form has them now).
    restore: (draft, version, startedFrom) => {
      setStart({ ...start, ...startedFrom });
      setValues({ ...start, ...draft });
      setRecord((read) => (read === null || version === null ? read : { ...read, version }));
    },
  });
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [reloading, setReloading] = useState(false);
  const [conflict, setConflict] = useState<{ current: MasterRecords[K]; message: string } | null>(null);
  const fields = config.fields(record);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblem((current) => ({ ...current, fieldErrors: { ...current.fieldErrors, [name]: undefined } }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = buildPayload(config, values, record);
    const invalid = checkPayload(config.payloadSchema, payload, fields);
    if (invalid !== null) {
      setProblem(invalid);
      return;
    }
    setProblem(NO_PROBLEM);
    save.mutate(
      { path: config.savePath, payload },
      {
        onSuccess: () => {
          kept.settle();
          notifySuccess(`${capitalise(config.noun)} saved`);
          onClose();
        },
        onError: (error) => {
          const current = staleMasterRecord(config.kind, error);
          if (current !== null && isApiError(error)) {
            setConflict({ current, message: error.serverMessage ?? MASTERDATA_MESSAGES.stale });
          } else setProblem(saveProblem(error, fields));
        },
      },
    );
  };

  // After a stale save: show the record as it is now; the user's changes give way to it.
  const reload = async () => {
    if (record === null) return;
    setReloading(true);
    try {
      const fresh = await fetchMasterRecord(config.kind, record.id);
      if (fresh === undefined) {
        setProblem({ ...NO_PROBLEM, message: MASTERDATA_MESSAGES.notFound });
        return;
      }
      kept.settle();
      setRecord(fresh);
      setStart(config.toValues(fresh));
      setValues(config.toValues(fresh));
      setProblem(NO_PROBLEM);
      await queryClient.invalidateQueries({ queryKey: masterdataQueryKeys.kind(config.kind) });
    } catch (error) {
      setProblem(saveProblem(error, fields));
    } finally {
      setReloading(false);
    }
  };

  // Either way the record moves to the newer version, so the next save goes through.
  const settle = (current: MasterRecords[K], next: FormValues) => {
    setRecord(current);
    setStart(config.toValues(current));
    setValues(next);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${record === null ? 'Add' : 'Edit'} ${config.noun}`}>
      <Stack gap="md">
        <UnsavedDraft draft={kept} />
        <StaleSaveDialog
          conflict={conflict}
          title={`This ${config.noun} was changed meanwhile`}
          edit={
            record === null
              ? null
              : { base: start, draft: values, toDraft: config.toValues, outline: recordMerge(fields) }
          }
          onKeepMine={settle}
          onTakeTheirs={(current) => settle(current, config.toValues(current))}
          onClose={() => setConflict(null)}
        />
        {problem.message !== null && (
          <Alert color={problem.stale ? 'orange' : 'red'} variant="light" icon={<AlertIcon />} role="alert">
            <Stack gap="xs" align="flex-start">
              <span>{problem.message}</span>
              {problem.stale && (
                <Button size="xs" variant="white" color="orange" loading={reloading} onClick={() => void reload()}>
                  Reload
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: fields.length > 4 ? 2 : 1 }} spacing="sm">
          {fields.map((field) => (
            <RecordField
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              error={problem.fieldErrors[field.name]}
              onChange={(value) => change(field.name, value)}
            />
          ))}
        </SimpleGrid>
        <FormModalActions
          onCancel={() => {
            kept.settle();
            onClose();
          }}
          saving={save.isPending}
        >
          Save {config.noun}
        </FormModalActions>
      </Stack>
    </form>
  );
}
