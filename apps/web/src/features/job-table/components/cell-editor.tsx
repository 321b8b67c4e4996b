import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Combobox, useCombobox } from '@mantine/core';
import { filterOptions, TypeAheadOptionLabel, type TypeAheadOption } from '../../../ui/type-ahead';
import type { CellKind } from '../model/grid-columns';
import type { CellEdit } from '../model/grid-row';
import classes from './job-grid.module.css';

/** How the editor was left: where the cursor goes next, or nowhere. */
/** Where the active cell goes after a commit: as in a spreadsheet, Enter goes down and Tab across. */
export type CommitMove = 'stay' | 'right' | 'left' | 'down' | 'up';

export interface CellEditorProps {
  kind: CellKind;
  label: string;
  initialText: string;
  /** True when typing started the edit: the key typed replaces the cell, caret at the end. */
  replace: boolean;
  maxLength?: number;
  options?: readonly TypeAheadOption[];
  onCommit: (edit: CellEdit, move: CommitMove) => void;
  onCancel: () => void;
  /** Lets the grid commit what is typed before it acts elsewhere (a click on another cell, Save). */
  commitRef: RefObject<(() => void) | null>;
}

/**
 * The one live input of the grid, over the cell being edited. Enter commits and moves down (Shift+Enter
 * up), Tab commits and moves across, Escape cancels; Ctrl+S and Ctrl+Enter commit and let the page save.
 */
export function CellEditor(props: CellEditorProps) {
  return props.kind === 'lookup' && props.options !== undefined ? (
    <LookupEditor {...props} options={props.options} />
  ) : (
    <TextEditor {...props} />
  );
}

function editorKeys(
  event: KeyboardEvent<HTMLInputElement>,
  commit: (move: CommitMove) => void,
  cancel: () => void,
): void {
  if ((event.ctrlKey || event.metaKey) && (event.key === 's' || event.key === 'Enter')) {
    commit('stay'); // the page's shortcut handler saves next
    return;
  }
  if (event.key === 'Enter') commit(event.shiftKey ? 'up' : 'down');
  else if (event.key === 'Tab') commit(event.shiftKey ? 'left' : 'right');
  else if (event.key === 'Escape') cancel();
  else return;
  event.preventDefault();
  event.stopPropagation();
}

/** Offers the editor's commit to the grid while the editor is open. */
function useCommitHandle(commitRef: CellEditorProps['commitRef'], commit: () => void) {
  useEffect(() => {
    commitRef.current = commit;
    return () => {
      commitRef.current = null;
    };
  });
}

function useSelectOnStart(replace: boolean) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (input === null) return;
    input.focus({ preventScroll: true });
    if (replace) input.setSelectionRange(input.value.length, input.value.length);
    else input.select();
  }, [replace]);
  return ref;
}

function TextEditor({ kind, label, initialText, replace, maxLength, onCommit, onCancel, commitRef }: CellEditorProps) {
  const [text, setText] = useState(initialText);
  const ref = useSelectOnStart(replace);
  const done = useRef(false);
  const commit = (move: CommitMove) => {
    if (done.current) return;
    done.current = true;
    onCommit({ kind: 'text', text }, move);
  };
  const cancel = () => {
    done.current = true;
    onCancel();
  };
  useCommitHandle(commitRef, () => commit('stay'));

  return (
    <input
      ref={ref}
      data-cell-editor
      aria-label={label}
      className={`${classes.editor} ${kind === 'money' ? classes.editorNumber : ''}`}
      value={text}
      maxLength={maxLength}
      inputMode={kind === 'money' ? 'decimal' : undefined}
      placeholder={kind === 'date' ? 'DD/MM/YYYY or day' : undefined}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => editorKeys(event, commit, cancel)}
      onBlur={() => commit('stay')}
    />
  );
}

/** A type-ahead in a cell: at most 10 matches, the first highlighted while typing. */
function LookupEditor({
  label,
  initialText,
  replace,
  onCommit,
  onCancel,
  commitRef,
  options,
}: CellEditorProps & { options: readonly TypeAheadOption[] }) {
  const [text, setText] = useState(initialText);
  const combobox = useCombobox({ defaultOpened: true });
  const ref = useSelectOnStart(replace);
  const done = useRef(false);
  const pickMove = useRef<CommitMove>('stay');
  const matches = filterOptions(options, replace || text !== initialText ? text : '');

  useEffect(() => {
    combobox.selectFirstOption();
  }, [text, combobox]);

  const finish = (edit: CellEdit, move: CommitMove) => {
    if (done.current) return;
    done.current = true;
    combobox.closeDropdown();
    onCommit(edit, move);
  };
  const commitTyped = (move: CommitMove) => finish({ kind: 'text', text }, move);
  useCommitHandle(commitRef, () => commitTyped('stay'));

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(value) => {
        const option = options.find((candidate) => String(candidate.id) === value);
        if (option !== undefined) finish({ kind: 'pick', id: option.id, text: option.label }, pickMove.current);
      }}
    >
      <Combobox.Target>
        <input
          ref={ref}
          data-cell-editor
          aria-label={label}
          className={classes.editor}
          value={text}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onKeyDown={(event) => {
            const highlighted = combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1;
            // Enter on a highlighted entry picks it (the list handles the key); Tab picks it and moves on.
            if (event.key === 'Enter' && highlighted && !event.ctrlKey && !event.metaKey) {
              pickMove.current = event.shiftKey ? 'up' : 'down';
              return;
            }
            if (event.key === 'Tab' && highlighted) {
              event.preventDefault();
              event.stopPropagation();
              pickMove.current = event.shiftKey ? 'left' : 'right';
              combobox.clickSelectedOption();
              return;
            }
            editorKeys(event, commitTyped, onCancel);
          }}
          onBlur={() => commitTyped('stay')}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {matches.length === 0 ? (
            <Combobox.Empty>Nothing found</Combobox.Empty>
          ) : (
            matches.map((option) => (
              <Combobox.Option value={String(option.id)} key={option.id}>
                <TypeAheadOptionLabel option={option} />
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
