import { Code } from '@mantine/core';

/** The description's words, with its `code` spans shown as code. */
export function DescribedText({ text }: { text: string }) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part));
}
