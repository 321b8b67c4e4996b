import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { EyeIcon, EyeOffIcon } from './icons';
import classes from './password-field.module.css';

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
        <button
          type="button"
          className={classes.toggle}
          onClick={() => setVisible((value) => !value)}
          aria-label={toggleLabel}
          title={toggleLabel}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}
