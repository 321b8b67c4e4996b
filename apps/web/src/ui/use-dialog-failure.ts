import { useState } from 'react';

/**
 * A dialog's last failure, kept while it stays open: closing forgets it and the save's state, so the
 * next opening starts clean.
 */
export function useDialogFailure<F>(none: F, save: { reset: () => void }, onClose: () => void) {
  const [failure, setFailure] = useState<F>(none);
  const close = () => {
    setFailure(none);
    save.reset();
    onClose();
  };
  return [failure, setFailure, close] as const;
}
