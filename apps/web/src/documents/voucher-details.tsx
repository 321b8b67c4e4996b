import { Fragment, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AttachmentLink } from '@fleetledger/shared/attachments/attachments.contract';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import { isEditableStatus, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import type { DocumentKind, DocumentMove } from './document-calls';
import { documentKey, useDocumentDetails } from './document-details';
import { useDocumentNumber } from './document-number';
import { failureMessage } from '../lib/failure-message';
import type { MergeOutline } from '../lib/three-way-merge';
import { DocumentAttachmentsButton } from './document-attachments';
import { DocumentEditButtons } from './document-edit-buttons';
import { DocumentPageHeader } from './document-page-header';
import { DocumentDetailsState } from './document-page-states';
import { moveVoucher } from './document-status-move';
import { FormProblem } from '../ui/form-problem';
import { SignedInStatusActions } from './signed-in-status-actions';
import { RecordHistory } from '../ui/record-history';
import { StaleSaveDialog } from '../ui/stale-save-dialog';
import { UnsavedDraft } from '../ui/unsaved-draft';
import { useVoucherEdit, type SavedVoucher, type VoucherEditOptions } from './use-voucher-edit';

/** What every voucher's record has, whatever else it holds. */
export interface VoucherRecord {
  id: number;
  number: number;
  date: string;
  status: DocumentStatus;
  version: number;
  attachments: readonly AttachmentLink[];
}

/** What the voucher's form is given: the draft while editing, else the stored voucher read-only. */
export interface VoucherFormProps<D> {
  draft: D;
  readOnly: boolean;
  errors: Readonly<Record<string, string>>;
  onChange: (draft: D) => void;
}

export interface VoucherDetailsProps<K extends DocumentKind, A, R extends VoucherRecord, D> extends VoucherEditOptions<
  K,
  R,
  D
> {
  /** The details call's answer, and where the voucher sits in it. */
  answer: DetailsAnswer<A, R>;
  numberText: (number: number) => string;
  /** The accounting spec's words for a failed read or save, when they are not the receipt's. */
  failed?: VoucherFailures;
  /** The save button's words on this screen. */
  saveLabel: string;
  /** How a stale save's draft merges with the stored voucher, field by field and line by line. */
  merge: MergeOutline<D>;
  move: (move: DocumentMove) => Promise<SavedVoucher<K, R>>;
  /** The voucher has a printed report at /{kind}/report/{number}, opened in a new tab. */
  reportPage?: boolean;
  /** Buttons before Attachments, e.g. a voucher made from this one. */
  actions?: (record: R) => ReactNode;
  /** Why the voucher's status cannot move now (e.g. the payments that pay it). */
  held?: (record: R) => string | null;
  /** Whether the voucher's status stays as it is (an opening item): no Change Status. */
  fixed?: (record: R) => boolean;
  form: (props: VoucherFormProps<D>, record: R) => ReactNode;
  /** What follows the form, e.g. what pays the voucher. */
  after?: (record: R) => ReactNode;
}

/** Where a voucher sits in its details call's answer. */
interface DetailsAnswer<A, R> {
  schema: ResponseParser<A>;
  numberIn?: 'query' | 'body';
  read: (answer: A) => R;
  replace: (answer: A, record: R) => A;
}

/** A details call that answers the voucher itself, read by a POST of its number (receipts, payments). */
export function bareAnswer<R>(schema: ResponseParser<R>): DetailsAnswer<R, R> {
  return { schema, numberIn: 'body', read: (record) => record, replace: (_, record) => record };
}

type VoucherFailures = { fetch: string; fetchUnreachable: string; update: string; updateUnreachable: string };

/** The receipt screens' words for what went wrong, which the payment screens share. */
const failuresOf = (kind: DocumentKind): VoucherFailures => ({
  fetch: `Failed to load ${kind} details`,
  fetchUnreachable: `Network error while loading ${kind} details`,
  update: `Failed to update ${kind}`,
  updateUnreachable: `Network error occurred while updating ${kind}`,
});

/**
 * A voucher's page, /{kind}/{number}: its number and status, its attachments, Change Status, and its
 * form read-only until Edit — editable only while Created, saved at the version read.
 */
export function VoucherDetails<K extends DocumentKind, A, R extends VoucherRecord, D>(
  props: VoucherDetailsProps<K, A, R, D>,
) {
  const { kind, answer } = props;
  const failed = props.failed ?? failuresOf(kind);
  const noun = kind.charAt(0).toUpperCase() + kind.slice(1);
  const number = useDocumentNumber();
  const query = useDocumentDetails(kind, number, answer.schema, answer.numberIn);
  const queryClient = useQueryClient();
  const back = { path: `/${kind}s`, label: `Back to ${kind}s` };

  if (number === null || !query.isSuccess)
    return (
      <DocumentDetailsState
        badNumber={number === null}
        query={query}
        notFound={{ title: `${noun} Not Found`, text: `The ${kind} you're looking for doesn't exist.`, back }}
        loadingLabel={`Loading ${kind}...`}
        failureText={(error) => failureMessage(error, failed.fetch, failed.fetchUnreachable)}
      />
    );

  const data = query.data;
  return (
    // One voucher's edit, kept draft and offer never carry over to the next one opened.
    <LoadedVoucher
      key={number}
      {...props}
      failed={failed}
      back={back}
      record={answer.read(data)}
      show={(next) => queryClient.setQueryData(documentKey(kind, number), answer.replace(data, next))}
      reload={() => void query.refetch()}
      readAt={query.dataUpdatedAt}
    />
  );
}

interface LoadedVoucherProps<K extends DocumentKind, A, R extends VoucherRecord, D> extends VoucherDetailsProps<
  K,
  A,
  R,
  D
> {
  failed: VoucherFailures;
  back: { path: string; label: string };
  record: R;
  show: (record: R) => void;
  reload: () => void;
  /** When the voucher was last read: its History reads again with it. */
  readAt: number;
}

function LoadedVoucher<K extends DocumentKind, A, R extends VoucherRecord, D>(props: LoadedVoucherProps<K, A, R, D>) {
  const { kind, record, back, numberText, saveLabel, toDraft, merge, move, show, reload } = props;
  const edit = useVoucherEdit(props, record, show, props.failed);
  const noun = kind.charAt(0).toUpperCase() + kind.slice(1);

  return (
    <Stack gap="md">
      <DocumentPageHeader back={back} title={numberText(record.number)} status={record.status}>
        {props.reportPage === true && (
          <Button component="a" variant="default" href={`/${kind}/report/${record.number}`} target="_blank">
            Generate Report
          </Button>
        )}
        {props.actions?.(record)}
        <DocumentAttachmentsButton kind={kind} title={`${noun} Attachments`} document={record} onChange={reload} />
        {edit.draft === null && props.fixed?.(record) !== true && (
          <SignedInStatusActions
            kind={kind}
            status={record.status}
            held={props.held?.(record)}
            onMove={(to, codes) =>
              moveVoucher(
                move({ id: record.id, version: record.version, to, codes }),
                (answer) => show(answer[kind]),
                reload,
              )
            }
          />
        )}
        {isEditableStatus(record.status) && (
          <DocumentEditButtons
            editing={edit.draft !== null}
            saving={edit.saving}
            saveLabel={saveLabel}
            onEdit={edit.edit}
            onCancel={edit.stopEditing}
            onSave={edit.save}
          />
        )}
      </DocumentPageHeader>

      <UnsavedDraft draft={edit.kept} />
      <FormProblem message={edit.problem} />

      {/* A new version read starts the form afresh. */}
      <Fragment key={record.version}>
        {props.form(
          {
            draft: edit.draft ?? toDraft(record),
            readOnly: edit.draft === null,
            errors: edit.errors,
            onChange: edit.change,
          },
          record,
        )}
      </Fragment>
      {props.after?.(record)}
      <RecordHistory kind={kind} id={record.id} readAt={props.readAt} />

      <StaleSaveDialog
        conflict={edit.conflict}
        title={`This ${kind} was changed meanwhile`}
        edit={
          edit.draft === null || edit.start === null
            ? null
            : { base: edit.start, draft: edit.draft, toDraft, outline: merge }
        }
        onKeepMine={edit.keepMine}
        onTakeTheirs={edit.takeTheirs}
        onClose={edit.closeConflict}
      />
    </Stack>
  );
}
