import { useState, type FormEvent } from 'react';
import { Anchor, Button, FileInput, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ATTACHMENT_MESSAGES, type AttachmentLink } from '@fleetledger/shared/attachments/attachments.contract';
import { isApiError } from '../lib/api-error';
import { notifyFailure, notifySuccess } from './notify';

/** What the panel says, in the words of the screen that shows it. */
export interface AttachmentMessages {
  uploaded: string;
  uploadFailed: (reason: string) => string;
  uploadError: (reason: string) => string;
  attachmentDeleted: string;
  attachmentDeleteFailed: (reason: string) => string;
  attachmentDeleteError: (reason: string) => string;
  fileRequired: string;
  onlyImagesAndPdf: string;
}

/** The panel's words as the operations spec gives them for job attachments; documents use the same. */
export const ATTACHMENT_ALERTS: AttachmentMessages = {
  uploaded: 'File uploaded successfully!',
  uploadFailed: (message) => `Upload failed: ${message}`,
  uploadError: (message) => `Error uploading file: ${message}`,
  attachmentDeleted: 'Attachment deleted successfully!',
  attachmentDeleteFailed: (message) => `Delete failed: ${message}`,
  attachmentDeleteError: (message) => `Error deleting attachment: ${message}`,
  fileRequired: ATTACHMENT_MESSAGES.fileRequired,
  onlyImagesAndPdf: ATTACHMENT_MESSAGES.onlyImagesAndPdf,
};

interface AttachmentsPanelProps {
  attachments: readonly AttachmentLink[];
  /** Why nothing may be added or deleted (an invoiced job, a cancelled document), or null. */
  lockedBecause: string | null;
  /** Why none may be deleted though more may be added (a document in locked books), or null. */
  removalLockedBecause?: string | null;
  upload: (name: string, file: File) => Promise<AttachmentLink>;
  remove: (attachmentId: number) => Promise<unknown>;
  /** The owner's list after an upload or a delete. */
  onChange: (attachments: readonly AttachmentLink[]) => void;
  messages: AttachmentMessages;
}

/** The picker offers images and PDF; the server checks the content itself. */
const ACCEPT = 'image/*,.pdf,application/pdf';

export function isImageOrPdf(file: File): boolean {
  return file.type.startsWith('image/') || file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

function reason(error: unknown): string {
  return isApiError(error) ? (error.serverMessage ?? error.message) : 'Unknown error';
}

/** The server answered (with a refusal) rather than not being reached. */
function answered(error: unknown): boolean {
  return isApiError(error) && !error.isNetworkError;
}

/**
 * The attachments of one owner (a job today; invoices, purchase vouchers and receipts next): upload
 * with a name, view, download, delete — all refused while the owner is locked.
 */
export function AttachmentsPanel({
  attachments,
  lockedBecause,
  removalLockedBecause = null,
  upload,
  remove,
  onChange,
  messages,
}: AttachmentsPanelProps) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);

  const uploading = useMutation({
    mutationFn: ({ label, chosen }: { label: string; chosen: File }) => upload(label, chosen),
    onSuccess: (link) => {
      onChange([...attachments, link]);
      setName('');
      setFile(null);
      notifySuccess(messages.uploaded);
    },
    onError: (error) =>
      notifyFailure(answered(error) ? messages.uploadFailed(reason(error)) : messages.uploadError(reason(error))),
  });

  const removing = useMutation({
    mutationFn: remove,
    onSuccess: (_answer, attachmentId) => {
      onChange(attachments.filter((link) => link.id !== attachmentId));
      notifySuccess(messages.attachmentDeleted);
    },
    onError: (error) =>
      notifyFailure(
        answered(error)
          ? messages.attachmentDeleteFailed(reason(error))
          : messages.attachmentDeleteError(reason(error)),
      ),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '' || file === null) {
      notifyFailure(messages.fileRequired);
      return;
    }
    if (!isImageOrPdf(file)) {
      notifyFailure(messages.onlyImagesAndPdf);
      return;
    }
    uploading.mutate({ label: name.trim(), chosen: file });
  };

  return (
    <Stack gap="lg">
      {attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No attachments yet.
        </Text>
      ) : (
        <Table withTableBorder fz="sm" aria-label="Attachments">
          <Table.Tbody>
            {attachments.map((link) => (
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
                      disabled={lockedBecause !== null || removalLockedBecause !== null}
                      loading={removing.isPending && removing.variables === link.id}
                      onClick={() => removing.mutate(link.id)}
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
      {lockedBecause === null && removalLockedBecause !== null && (
        <Text size="sm" c="dimmed">
          {removalLockedBecause}
        </Text>
      )}
      {lockedBecause !== null ? (
        <Text size="sm" c="dimmed">
          {lockedBecause}
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
              // The picker's placeholder is text on a button: it needs the 4.5:1 of any text.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            />
            <Button type="submit" loading={uploading.isPending}>
              Upload
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
