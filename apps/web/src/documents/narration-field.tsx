import { Textarea, type TextareaProps } from '@mantine/core';

/** A voucher's narration: one line that grows with what is written. */
export function NarrationField(props: Omit<TextareaProps, 'label' | 'autosize' | 'minRows'>) {
  return <Textarea label="Narration" autosize minRows={1} {...props} />;
}
