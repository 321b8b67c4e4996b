import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { splitRecipients } from '@fleetledger/shared/mail/mail-address';
import { MAIL_MESSAGES, mailSendPayload, type MailDraft } from '@fleetledger/shared/mail/mail.contract';
import { fieldErrorsOf } from '../lib/api-error';
import { failureMessage } from '../lib/failure-message';
import { AlertIcon } from '../ui/icons';
import { FormModalActions } from '../ui/form-modal-actions';
import { notifySuccess } from '../ui/notify';
import { mailDraft, mailKey, mailPayload, sendMail, type MailedDocument } from '../lib/mail-calls';

const FAILED = { send: 'The mail could not be queued', unreachable: 'Network error while queuing the mail' };

/**
 * Send by e-mail: a modal prefilled from mail/draft (the party's e-mail, a subject and a message for the
 * document), every field editable, checked by the shared contract before it is sent; the document's
 * PDF goes with it. Without mail set up it says how to set it up.
 */
export function SendByMailButton({ mailed, label = 'Send by e-mail' }: { mailed: MailedDocument; label?: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={label} size="lg" centered>
        {opened && <SendForm mailed={mailed} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function SendForm({ mailed, onDone }: { mailed: MailedDocument; onDone: () => void }) {
  const draft = useQuery({ queryKey: [...mailKey(mailed), 'draft'], queryFn: () => mailDraft(mailed), staleTime: 0 });
  if (draft.isPending) return <Loader size="sm" aria-label="Loading the mail" />;
  if (draft.isError)
    return (
      <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
        {failureMessage(draft.error, FAILED.send, FAILED.unreachable)}
      </Alert>
    );
  if (!draft.data.configured)
    return (
      <Alert color="yellow" variant="light" icon={<AlertIcon />} role="alert">
        {MAIL_MESSAGES.notConfigured}
      </Alert>
    );
  return <Letter mailed={mailed} draft={draft.data} onDone={onDone} />;
}

function Letter({ mailed, draft, onDone }: { mailed: MailedDocument; draft: MailDraft; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [letter, setLetter] = useState({
    to: draft.to.join(', '),
    cc: draft.cc.join(', '),
    subject: draft.subject,
    message: draft.message,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const { to, cc, subject, message } = letter;
    const payload = mailPayload(mailed, { to: splitRecipients(to), cc: splitRecipients(cc), subject, message });
    const checked = mailSendPayload.safeParse(payload);
    if (!checked.success) {
      // Each box shows its first problem.
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0] ?? 'to')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setProblem(null);
    setSending(true);
    try {
      await sendMail(payload);
      await queryClient.invalidateQueries({ queryKey: mailKey(mailed) });
      notifySuccess(MAIL_MESSAGES.queued);
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setProblem(failureMessage(error, FAILED.send, FAILED.unreachable));
    } finally {
      setSending(false);
    }
  };

  /** What every box of the letter takes: its text, its first problem, and the user's typing. */
  const box = (name: keyof typeof letter) => ({
    value: letter[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      setLetter((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Send by e-mail">
      <Stack gap="sm">
        <TextInput label="To" required {...box('to')} data-autofocus description="Separate addresses with commas" />
        <TextInput label="Cc" {...box('cc')} />
        <TextInput label="Subject" required {...box('subject')} />
        <Textarea label="Message" autosize minRows={6} maxRows={14} {...box('message')} />
        <Text size="sm" c="dimmed">
          The document&apos;s PDF goes with it, named by its number: the original, never a copy.
        </Text>
        {problem !== null && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {problem}
          </Alert>
        )}
        <FormModalActions onCancel={onDone} saving={sending}>
          Send
        </FormModalActions>
      </Stack>
    </form>
  );
}
