import { TypeAhead, type TypeAheadChoice, type TypeAheadOption } from '../../../ui/type-ahead';

type TypeAheadProps = Parameters<typeof TypeAhead>[0];

interface PickOnlyTypeAheadProps extends Omit<TypeAheadProps, 'value' | 'onChange'> {
  options: readonly TypeAheadOption[];
  text: string;
  chosenId: number | null;
  onChoiceChange: (choice: TypeAheadChoice) => void;
}

/**
 * The expense form's suggestion boxes: only a picked suggestion counts, so typing always clears the
 * chosen id, even when the text spells an entry exactly.
 */
export function PickOnlyTypeAhead({ text, chosenId, onChoiceChange, ...typeAheadProps }: PickOnlyTypeAheadProps) {
  return (
    <TypeAhead
      {...typeAheadProps}
      value={{ text, id: chosenId }}
      onChange={(choice, how) => onChoiceChange(how === 'picked' ? choice : { text: choice.text, id: null })}
    />
  );
}
