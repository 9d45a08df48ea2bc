import type { Editor } from '@tiptap/core';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect, useReducer } from 'react';

/**
 * The editor of the surrounding ra-input-rich-text input, re-rendering the caller after every editor
 * transaction (selection moves, marks toggled), so toolbar buttons show the active formatting.
 * The editor is typed with Tiptap's core that knows the StarterKit commands (toggleBold, setLink…).
 */
export const useEditorUpdates = (): Editor | null => {
  const editor = useTiptapEditor() as unknown as Editor | null;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', rerender);
    return () => {
      editor.off('transaction', rerender);
    };
  }, [editor]);
  return editor;
};
