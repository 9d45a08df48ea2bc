import FormatBold from '@mui/icons-material/FormatBold';
import FormatClear from '@mui/icons-material/FormatClear';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Title from '@mui/icons-material/Title';
import { Stack, ToggleButton } from '@mui/material';
import type { ChainedCommands } from '@tiptap/core';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LinkButton } from './LinkButton';
import { useEditorUpdates } from './useEditorUpdates';

/** One formatting the server keeps (docs/api/activities.md "Rich text"): how to test and toggle it. */
interface Format {
  name: string;
  icon: ReactNode;
  active: [name: string, attributes?: Record<string, unknown>];
  toggle: (chain: ChainedCommands) => ChainedCommands;
}

const FORMATS: Format[] = [
  { name: 'bold', icon: <FormatBold />, active: ['bold'], toggle: (c) => c.toggleBold() },
  { name: 'italic', icon: <FormatItalic />, active: ['italic'], toggle: (c) => c.toggleItalic() },
  {
    name: 'underline',
    icon: <FormatUnderlined />,
    active: ['underline'],
    toggle: (c) => c.toggleUnderline(),
  },
  { name: 'strike', icon: <FormatStrikethrough />, active: ['strike'], toggle: (c) => c.toggleStrike() },
  {
    name: 'heading',
    icon: <Title />,
    active: ['heading', { level: 2 }],
    toggle: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    name: 'bulletList',
    icon: <FormatListBulleted />,
    active: ['bulletList'],
    toggle: (c) => c.toggleBulletList(),
  },
  {
    name: 'orderedList',
    icon: <FormatListNumbered />,
    active: ['orderedList'],
    toggle: (c) => c.toggleOrderedList(),
  },
  { name: 'blockquote', icon: <FormatQuote />, active: ['blockquote'], toggle: (c) => c.toggleBlockquote() },
];

/**
 * The toolbar of the rich-text editor (spec §2): only the formatting the server's sanitiser keeps —
 * bold, italic, underline, strikethrough, a heading, lists, a quote and links — plus "clear formatting".
 * Every button is named in the interface language (`resources.messages.editor.*`).
 */
export const RichTextToolbar = () => {
  const editor = useEditorUpdates();
  const translate = useTranslate();
  const disabled = !editor?.isEditable;
  return (
    <Stack direction="row" flexWrap="wrap" gap={0.5} sx={{ mb: 1 }}>
      {FORMATS.map(({ name, icon, active, toggle }) => (
        <ToggleButton
          key={name}
          value={name}
          size="small"
          disabled={disabled}
          selected={editor?.isActive(...active) ?? false}
          aria-label={translate(`resources.messages.editor.${name}`)}
          title={translate(`resources.messages.editor.${name}`)}
          onChange={() => editor && toggle(editor.chain().focus()).run()}
        >
          {icon}
        </ToggleButton>
      ))}
      <LinkButton />
      <ToggleButton
        value="clear"
        size="small"
        disabled={disabled}
        aria-label={translate('resources.messages.editor.clear')}
        title={translate('resources.messages.editor.clear')}
        onChange={() => editor?.chain().focus().unsetAllMarks().clearNodes().run()}
      >
        <FormatClear />
      </ToggleButton>
    </Stack>
  );
};
