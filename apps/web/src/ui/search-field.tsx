import { TextInput, type TextInputProps } from '@mantine/core';
import { SearchIcon } from './icons';

interface SearchFieldProps extends Pick<TextInputProps, 'w' | 'maw' | 'mb'> {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list page's search box: labelled Search, a search input, the magnifier, filtering as one types. */
export function SearchField({ placeholder, value, onChange, ...layout }: SearchFieldProps) {
  return (
    <TextInput
      label="Search"
      type="search"
      placeholder={placeholder}
      leftSection={<SearchIcon size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...layout}
    />
  );
}
