import { useState, type FormEvent } from 'react';
import { Anchor, Button, FileInput, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { AttachmentLink } from '@fleetledger/shared/attachments/attachments.contract';
import { isApiError } from '../../../lib/api-error';
import { deleteAttachment, uploadAttachment } from '../api/job-table-calls';
import { JOB_TABLE_ALERTS } from '../job-table-messages';
import { isInvoiced, type GridRow } from '../model/grid-row';
import { notifyFailure, notifySuccess } from '../notify';

interface AttachmentsModalProps {
  row: GridRow | null;
  onClose: () => void;
  onChange: (key: string, attachment: readonly AttachmentLink[]) => void;
}

/** The picker offers images and PDF; the server checks the content itself. */
const ACCEPT = 'image/*,.pdf,application/pdf';

export function isImageOrPdf(file: File): boolean {
  return file.type.startsWith('image/') || file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

function reason(error: unknown): string {
  return isApiError(error) ? (error.serverMessage ?? error.message) : 'Unknown error';
}

function answered(error: unknown): boolean {
  return isApiError(error) && !error.isNetworkError;
}

/** A row's attachments: upload with a name, view, download, delete. */
export function AttachmentsModal({ row, onClose, onChange }: AttachmentsModalProps) {
  const saved = row?.saved ?? null;
  return (
    <Modal
      opened={saved !== null}
      onClose={onClose}
      title={`Attachments · job ${saved?.job ?? saved?.id ?? ''}`}
      centered
      size="lg"
    >
      {row !== null && saved !== null && (
        <AttachmentsBody
          rowKey={row.key}
          jobId={saved.id}
          locked={isInvoiced(row)}
          attachment={saved.attachment}
          onChange={onChange}
        />
      )}
    </Modal>
  );
}

interface AttachmentsBodyProps {
  rowKey: string;
  jobId: number;
  locked: boolean;
  attachment: readonly AttachmentLink[];
  onChange: AttachmentsModalProps['onChange'];
}

function AttachmentsBody({ rowKey, jobId, locked, attachment, onChange }: AttachmentsBodyProps) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);

  const upload = useMutation({
    mutationFn: ({ name: label, file: chosen }: { name: string; file: File }) => uploadAttachment(jobId, label, chosen),
    onSuccess: (answer) => {
      onChange(rowKey, [...attachment, { id: answer.attachmentId, url: answer.url, name: answer.name }]);
      setName('');
      setFile(null);
      notifySuccess(JOB_TABLE_ALERTS.uploaded);
    },
    onError: (error) =>
      notifyFailure(
        answered(error) ? JOB_TABLE_ALERTS.uploadFailed(reason(error)) : JOB_TABLE_ALERTS.uploadError(reason(error)),
      ),
  });

  const remove = useMutation({
    mutationFn: (attachmentId: number) => deleteAttachment(jobId, attachmentId),
    onSuccess: (_answer, attachmentId) => {
      onChange(
        rowKey,
        attachment.filter((link) => link.id !== attachmentId),
      );
      notifySuccess(JOB_TABLE_ALERTS.attachmentDeleted);
    },
    onError: (error) =>
      notifyFailure(
        answered(error)
          ? JOB_TABLE_ALERTS.attachmentDeleteFailed(reason(error))
          : JOB_TABLE_ALERTS.attachmentDeleteError(reason(error)),
      ),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '' || file === null) {
      notifyFailure(JOB_TABLE_ALERTS.fileRequired);
      return;
    }
    if (!isImageOrPdf(file)) {
      notifyFailure(JOB_TABLE_ALERTS.onlyImagesAndPdf);
      return;
    }
    upload.mutate({ name: name.trim(), file });
  };

  return (
    <Stack gap="lg">
      {attachment.length === 0 ? (
        <Text size="sm" c="dimmed">
          No attachments yet.
        </Text>
      ) : (
        <Table withTableBorder fz="sm" aria-label="Attachments">
          <Table.Tbody>
            {attachment.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td fw={500}>{link.name}</Table.Td>
                <Table.Td w={1}>
                  <Group gap="sm" wrap="nowrap">
                    <Anchor href={link.url} target="_blank" rel="noopener" size="sm">
                      View
                    </Anchor>
                    <Anchor href={`${link.url}&download=1`} download size="sm">
                      Download
                    </Anchor>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      disabled={locked}
                      loading={remove.isPending && remove.variables === link.id}
                      onClick={() => remove.mutate(link.id)}
                      aria-label={`Delete ${link.name}`}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {locked ? (
        <Text size="sm" c="dimmed">
          {JOB_TABLE_ALERTS.invoicedLocked}
        </Text>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: '1 1 10rem' }}
              maxLength={200}
              data-autofocus
            />
            <FileInput
              label="File"
              accept={ACCEPT}
              value={file}
              onChange={setFile}
              clearable
              style={{ flex: '1 1 12rem' }}
              placeholder="Image or PDF"
            />
            <Button type="submit" loading={upload.isPending}>
              Upload
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
