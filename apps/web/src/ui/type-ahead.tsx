import { useEffect, useMemo, useRef, type Ref } from 'react';
import { Combobox, Group, Text, TextInput, useCombobox, type TextInputProps } from '@mantine/core';

export interface TypeAheadOption {
  id: number;
  label: string;
  /** Shown beside the label and searched too, e.g. a driver's truck number. */
  detail?: string | null;
}

export interface TypeAheadChoice {
  text: string;
  /** The chosen entry; null while the text matches none. */
  id: number | null;
}

export const EMPTY_CHOICE: TypeAheadChoice = { text: '', id: null };

export interface TypeAheadAction {
  /** The entry's text, e.g. 'Create New Customer'. */
  label: string;
  /** Called with what the user had typed. */
  onSelect: (typed: string) => void;
}

/** The operations spec: type-ahead lists show at most 10 entries. */
export const TYPE_AHEAD_LIMIT = 10;

/** An entry of a type-ahead list: its label, with its detail (a driver's truck) dimmed beside it. */
export function TypeAheadOptionLabel({ option }: { option: TypeAheadOption }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" component="span">
        {option.label}
      </Text>
      {option.detail != null && option.detail !== '' && (
        <Text size="xs" c="dimmed" component="span">
          {option.detail}
        </Text>
      )}
    </Group>
  );
}

const ACTION_VALUE = '__type-ahead-action__';

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** The entry whose label equals the text, ignoring case and surrounding spaces. */
export function exactOption<T extends TypeAheadOption>(options: readonly T[], text: string): T | undefined {
  const wanted = normalise(text);
  if (wanted === '') return undefined;
  return options.find((option) => normalise(option.label) === wanted);
}

/** Entries whose label or detail contains the text (case-insensitive), at most `limit`. */
export function filterOptions<T extends TypeAheadOption>(
  options: readonly T[],
  text: string,
  limit = TYPE_AHEAD_LIMIT,
): T[] {
  const wanted = normalise(text);
  const matches: T[] = [];
  for (const option of options) {
    if (matches.length >= limit) break;
    if (
      wanted === '' ||
      normalise(option.label).includes(wanted) ||
      (option.detail != null && normalise(option.detail).includes(wanted))
    ) {
      matches.push(option);
    }
  }
  return matches;
}

interface TypeAheadProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  options: readonly TypeAheadOption[];
  value: TypeAheadChoice;
  /**
   * Typing reports the text with the entry it matches exactly (case-insensitive) or null; picking
   * reports the entry.
   */
  onChange: (choice: TypeAheadChoice, how: 'typed' | 'picked') => void;
  /** An extra entry always offered at the end of the list, e.g. 'Create New Customer'. */
  action?: TypeAheadAction;
  limit?: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text box with a list of matching entries. Arrow keys move through the list, Enter picks the
 * highlighted entry (the first match is highlighted while typing), Escape closes it; with the list
 * closed, Enter submits the form as in any text box.
 */
export function TypeAhead({
  options,
  value,
  onChange,
  action,
  limit = TYPE_AHEAD_LIMIT,
  ref,
  ...inputProps
}: TypeAheadProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const matches = useMemo(() => filterOptions(options, value.text, limit), [options, value.text, limit]);
  const typed = useRef(false);

  // Keep the first match highlighted while the user types, so Enter picks it.
  useEffect(() => {
    if (!typed.current) return;
    typed.current = false;
    if (combobox.dropdownOpened) combobox.selectFirstOption();
  }, [value.text, combobox]);

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(submitted) => {
        combobox.closeDropdown();
        if (submitted === ACTION_VALUE) {
          action?.onSelect(value.text.trim());
          return;
        }
        const option = options.find((candidate) => String(candidate.id) === submitted);
        if (option !== undefined) onChange({ text: option.label, id: option.id }, 'picked');
      }}
    >
      <Combobox.Target>
        <TextInput
          {...inputProps}
          ref={ref}
          autoComplete="off"
          value={value.text}
          onChange={(event) => {
            const text = event.currentTarget.value;
            typed.current = true;
            onChange({ text, id: exactOption(options, text)?.id ?? null }, 'typed');
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={(event) => {
            combobox.closeDropdown();
            inputProps.onBlur?.(event);
          }}
        />
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {matches.map((option) => (
            <Combobox.Option value={String(option.id)} key={option.id} active={option.id === value.id}>
              <TypeAheadOptionLabel option={option} />
            </Combobox.Option>
          ))}
          {matches.length === 0 && action === undefined && <Combobox.Empty>Nothing found</Combobox.Empty>}
          {action !== undefined && (
            <Combobox.Option value={ACTION_VALUE} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              <Text size="sm" fw={600} c="indigo.9" component="span">
                <span aria-hidden="true">+ </span>
                {action.label}
              </Text>
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
