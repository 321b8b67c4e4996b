import { useState } from 'react';
import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { EyeIcon, EyeOffIcon } from './icons';

/**
 * A password input with a real, labelled show/hide button (Mantine's PasswordInput hides its toggle
 * from assistive technology).
 */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? 'Hide password' : 'Show password';

  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => setVisible((value) => !value)}
          aria-label={toggleLabel}
          title={toggleLabel}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </ActionIcon>
      }
    />
  );
}
