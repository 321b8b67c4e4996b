import { Fragment, type ReactNode } from 'react';
import type { AttachmentLink } from '@fleetledger/shared/attachments/attachments.contract';
import { isEditableStatus } from '@fleetledger/shared/documents/document-status';
import { failureMessage } from '../lib/failure-message';
import type { MergeOutline } from '../lib/three-way-merge';
import { FormProblem } from '../ui/form-problem';
import { StaleSaveDialog } from '../ui/stale-save-dialog';
import { UnsavedDraft } from '../ui/unsaved-draft';
import type { DocumentKind, DocumentMove } from './document-calls';
import { DocumentEditButtons } from './document-edit-buttons';
import {
  DocumentFrame,
  DocumentRead,
  type DetailsAnswer,
  type DocumentMailing,
  type DocumentRecord,
  type ShownDocument,
} from './document-frame';
import { moveVoucher } from './document-status-move';
import { kindWords } from './kind-words';
import { useVoucherEdit, type SavedVoucher, type VoucherEditOptions } from './use-voucher-edit';

/** What every voucher's record has, whatever else it holds. */
export interface VoucherRecord extends DocumentRecord {
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
  /** Leaving Posted asks the day its posting is reversed on (a journal's). */
  reversedOnADay?: boolean;
  form: (props: VoucherFormProps<D>, record: R) => ReactNode;
  /** What follows the form, e.g. what pays the voucher. */
  after?: (record: R) => ReactNode;
  /** Its mails: listed below, and Send by e-mail while it may be sent. */
  mails?: (record: R) => readonly DocumentMailing[];
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
  const { kind } = props;
  const failed = props.failed ?? failuresOf(kind);
  const { title } = kindWords(kind);
  return (
    <DocumentRead
      kind={kind}
      answer={props.answer}
      notFound={{ title: `${title} Not Found`, text: `The ${kind} you're looking for doesn't exist.` }}
      failureText={(error) => failureMessage(error, failed.fetch, failed.fetchUnreachable)}
    >
      {(shown) => <LoadedVoucher {...props} {...shown} failed={failed} />}
    </DocumentRead>
  );
}

type LoadedVoucherProps<K extends DocumentKind, A, R extends VoucherRecord, D> = VoucherDetailsProps<K, A, R, D> &
  ShownDocument<R> & { failed: VoucherFailures };

function LoadedVoucher<K extends DocumentKind, A, R extends VoucherRecord, D>(props: LoadedVoucherProps<K, A, R, D>) {
  const { kind, record, numberText, saveLabel, toDraft, merge, move, show, reload } = props;
  const edit = useVoucherEdit(props, record, show, props.failed);

  return (
    <DocumentFrame
      kind={kind}
      record={record}
      numberText={numberText}
      readAt={props.readAt}
      prints={
        props.reportPage === true
          ? [{ label: 'Generate Report', href: kindWords(kind).reportPath(record.number) }]
          : undefined
      }
      mails={props.mails?.(record)}
      actions={props.actions?.(record)}
      attachments={{ shown: 'button', onChange: () => void reload() }}
      move={
        edit.draft === null && props.fixed?.(record) !== true
          ? {
              held: props.held?.(record) ?? null,
              reversesFrom: props.reversedOnADay === true ? record.date : undefined,
              onMove: (to, codes, reverseOn) =>
                moveVoucher(
                  move({ id: record.id, version: record.version, to, codes, reverseOn }),
                  (answer) => show(answer[kind]),
                  () => void reload(),
                ),
            }
          : undefined
      }
      trailing={
        isEditableStatus(record.status) && (
          <DocumentEditButtons
            editing={edit.draft !== null}
            saving={edit.saving}
            saveLabel={saveLabel}
            onEdit={edit.edit}
            onCancel={edit.stopEditing}
            onSave={edit.save}
          />
        )
      }
    >
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
    </DocumentFrame>
  );
}
