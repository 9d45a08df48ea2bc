import type { EditorOptions } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { type RichTextInputProps, RichTextInput as TiptapInput } from 'ra-input-rich-text';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { RichTextToolbar } from './RichTextToolbar';

// The empty editor shows its placeholder through CSS, as Tiptap's Placeholder extension expects.
const placeholderStyle = {
  '& .ProseMirror': { minHeight: 160 },
  '& .ProseMirror p.is-editor-empty:first-of-type::before': {
    content: 'attr(data-placeholder)',
    float: 'left',
    height: 0,
    pointerEvents: 'none',
    color: 'text.secondary',
  },
};

/**
 * The rich-text editor of spec §2 (activity and message `info`): ra-input-rich-text with only the
 * formatting the server keeps (see RichTextToolbar), links that do not open while editing, and the
 * placeholder 'Typ hier uw bericht' (`resources.messages.editor.placeholder`) on an empty editor. The editable
 * area is a textbox named by `label` (a translation key). Its value is HTML ('' when empty).
 */
export const RichTextInput = ({ source, label, ...rest }: RichTextInputProps & { label: string }) => {
  const translate = useTranslate();
  const name = translate(label);
  const placeholder = translate('resources.messages.editor.placeholder');
  const editorOptions = useMemo(
    (): Partial<EditorOptions> => ({
      extensions: [
        StarterKit.configure({
          code: false,
          codeBlock: false,
          horizontalRule: false,
          heading: { levels: [2] },
          link: { openOnClick: false, defaultProtocol: 'https' },
        }),
        Placeholder.configure({ placeholder }),
      ],
      editorProps: { attributes: { 'aria-label': name, 'aria-multiline': 'true' } },
    }),
    [placeholder, name],
  );
  return (
    <TiptapInput
      source={source}
      label={label}
      editorOptions={editorOptions as RichTextInputProps['editorOptions']}
      toolbar={<RichTextToolbar />}
      sx={placeholderStyle}
      {...rest}
    />
  );
};
