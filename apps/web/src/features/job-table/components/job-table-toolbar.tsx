import { Badge, Button, Group, TextInput } from '@mantine/core';
import { MonthPicker } from '../../../ui/month-picker';
import { SearchIcon } from '../../../ui/icons';
import classes from './job-table-toolbar.module.css';

interface JobTableToolbarProps {
  month: string;
  months: readonly string[];
  onMonthChange: (month: string) => void;
  search: string;
  onSearchChange: (search: string) => void;
  unsaved: number;
  saving: boolean;
  onAddRow: () => void;
  onUpdateAll: () => void;
  onAddCustomer: () => void;
}

/**
 * Month selector, 'Search table...' and the three buttons, on one line from 1280 px: the search box
 * gives way first and the unsaved count has a place of its own, so nothing moves the grid. The zoom
 * sits under the grid.
 */
export function JobTableToolbar(props: JobTableToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="nowrap" className={classes.toolbar}>
      <Group gap="sm" wrap="nowrap" className={classes.tools}>
        <MonthPicker
          value={props.month}
          months={props.months}
          onChange={props.onMonthChange}
          hiddenLabel
          size="sm"
          w={130}
          className={classes.month}
        />
        <TextInput
          aria-label="Search table"
          placeholder="Search table..."
          leftSection={<SearchIcon size={16} />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          className={classes.search}
          size="sm"
        />
      </Group>
      <Group gap="sm" wrap="nowrap" className={classes.actions}>
        <span className={classes.unsavedSlot}>
          {props.unsaved > 0 && (
            <Badge color="yellow" variant="light" size="lg" radius="sm">
              {props.unsaved} unsaved
            </Badge>
          )}
        </span>
        <Button variant="default" size="sm" onClick={props.onAddRow}>
          Add New Row
        </Button>
        <Button size="sm" onClick={props.onUpdateAll} loading={props.saving} title="Ctrl+Enter">
          Update All Jobs
        </Button>
        <Button variant="light" size="sm" onClick={props.onAddCustomer}>
          Add Customer
        </Button>
      </Group>
    </Group>
  );
}
