import { Button, Group } from '@mantine/core';
import { FormProblem } from './form-problem';

interface FormSubmitFooterProps {
  /** What went wrong with the form as a whole, or null. */
  problem: string | null;
  busy: boolean;
  /** The submit button's words, e.g. 'Create Invoice'. */
  label: string;
  /** Why the form cannot be sent yet, e.g. a journal that does not balance; the button waits. */
  disabled?: boolean;
}

/** The end of a form: its problem, if any, above the button that sends it. */
export function FormSubmitFooter({ problem, busy, label, disabled = false }: FormSubmitFooterProps) {
  return (
    <>
      <FormProblem message={problem} />
      <Group justify="flex-end">
        <Button type="submit" loading={busy} disabled={disabled}>
          {label}
        </Button>
      </Group>
    </>
  );
}
