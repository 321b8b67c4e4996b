import { Button } from '@mantine/core';

interface DocumentEditButtonsProps {
  editing: boolean;
  saving: boolean;
  /** The save button's words on this screen. */
  saveLabel: string;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
}

/** Edit, or while editing Cancel Edit and the save button. */
export function DocumentEditButtons({
  editing,
  saving,
  saveLabel,
  onEdit,
  onCancel,
  onSave,
}: DocumentEditButtonsProps) {
  if (!editing)
    return (
      <Button variant="default" onClick={onEdit}>
        Edit
      </Button>
    );
  return (
    <>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel Edit
      </Button>
      <Button loading={saving} onClick={onSave}>
        {saveLabel}
      </Button>
    </>
  );
}
