import { ActionIcon, Badge, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { SearchIcon } from '../../../ui/icons';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../model/grid-storage';

interface JobTableToolbarProps {
  month: string;
  monthOptions: readonly { value: string; label: string }[];
  onMonthChange: (month: string) => void;
  search: string;
  onSearchChange: (search: string) => void;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  unsaved: number;
  saving: boolean;
  onAddRow: () => void;
  onUpdateAll: () => void;
  onAddCustomer: () => void;
}

/** spec section 2: month selector, zoom, 'Search table...', and the three buttons. */
export function JobTableToolbar(props: JobTableToolbarProps) {
  const { zoom, onZoomChange } = props;
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="Month"
          data={props.monthOptions}
          value={props.month}
          onChange={(value) => value !== null && props.onMonthChange(value)}
          allowDeselect={false}
          w={140}
          size="sm"
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={320}
        />
        <TextInput
          aria-label="Search table"
          placeholder="Search table..."
          leftSection={<SearchIcon size={16} />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          w={240}
          size="sm"
        />
        <Group gap={4} wrap="nowrap" role="group" aria-label="Zoom">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Zoom out"
            disabled={zoom <= ZOOM_MIN}
            onClick={() => onZoomChange(zoom - ZOOM_STEP)}
          >
            −
          </ActionIcon>
          <Text size="sm" w={48} ta="center" aria-live="polite" data-testid="zoom-level">
            {zoom}%
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Zoom in"
            disabled={zoom >= ZOOM_MAX}
            onClick={() => onZoomChange(zoom + ZOOM_STEP)}
          >
            +
          </ActionIcon>
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap">
        {props.unsaved > 0 && (
          <Badge color="yellow" variant="light" size="lg" radius="sm">
            {props.unsaved} unsaved
          </Badge>
        )}
        <Button variant="default" onClick={props.onAddRow}>
          Add New Row
        </Button>
        <Button onClick={props.onUpdateAll} loading={props.saving} title="Ctrl+Enter">
          Update All Jobs
        </Button>
        <Button variant="light" onClick={props.onAddCustomer}>
          Add Customer
        </Button>
      </Group>
    </Group>
  );
}
