import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { PasswordToggle } from './password-toggle';

/** A password input with a labelled show/hide button. */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={<PasswordToggle shown={visible} onToggle={() => setVisible((value) => !value)} />}
    />
  );
}
